import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  endOtherSessions,
  endSession,
  saveSecuritySettings,
  securitySettingsQuery,
  sessionsQuery,
  startTwoFactorSetup,
} from '../../api/security.ts';
import { securityKeys, twoFactorStatusQuery } from '../../api/twoFactorStatus.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { SecurityView } from '../../features/security/SecurityView.tsx';

/** A failure that is not about one field is shown over its form. */
function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  const problem = problemFromError(error);
  if (problem && isValidationProblem(problem)) return null;
  return problem?.title ?? 'Something went wrong. Please try again.';
}

/** /settings/security: wires the two-factor, sessions and admin cards to the API. */
export function SecurityRoute() {
  // The portal's security settings (docs/permissions.md: settings.edit).
  const changesSettings = usePermission('settings.edit');
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const status = useQuery(twoFactorStatusQuery());
  const sessions = useQuery(sessionsQuery());
  // An admin who must enrol first may not read or change the setting (the server answers 403).
  const mustEnrol = status.data?.setupRequired === true;
  const settings = useQuery({ ...securitySettingsQuery(), enabled: changesSettings && !mustEnrol });
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });

  const setup = useMutation({ mutationFn: startTwoFactorSetup, onError: () => showToast({ title: 'Could not start two-factor sign-in', variant: 'destructive' }) });
  const confirm = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: ({ recoveryCodes: codes }) => {
      setRecoveryCodes(codes);
      setup.reset();
      void refreshStatus();
      showToast({ title: 'Two-factor sign-in is on', variant: 'success' });
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      void refreshStatus();
      showToast({ title: 'Two-factor sign-in is off', variant: 'success' });
    },
  });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
  const saveSettings = useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKeys.settings, saved);
      void refreshStatus();
    },
  });

  const confirmFieldErrors = useFieldErrors(confirm.error);
  const disableFieldErrors = useFieldErrors(disable.error);
  const endError = endOne.error || endOthers.error ? 'Could not end the session. Please try again.' : null;

  return (
    <SecurityView
      twoFactor={{
        status: status.isError ? 'error' : (status.data ?? null),
        enrolment: setup.data ?? null,
        recoveryCodes,
        starting: setup.isPending,
        confirm: { submitting: confirm.isPending, fieldErrors: confirmFieldErrors, formError: formErrorOf(confirm.error) },
        disable: { submitting: disable.isPending, fieldErrors: disableFieldErrors, formError: formErrorOf(disable.error) },
        onRetry: () => void status.refetch(),
        onStart: () => {
          confirm.reset();
          setup.mutate();
        },
        onConfirm: (values) => confirm.mutate(values),
        onCancelEnrolment: () => setup.reset(),
        onRecoveryCodesSaved: () => setRecoveryCodes(null),
        onDisable: (values) => disable.mutate(values),
      }}
      sessions={{
        sessions: sessions.isError ? 'error' : (sessions.data?.items ?? null),
        ending: endOne.isPending ? (endOne.variables ?? null) : endOthers.isPending ? 'others' : null,
        endError,
        onRetry: () => void sessions.refetch(),
        onEnd: (sessionId) => endOne.mutate(sessionId),
        onEndOthers: () => endOthers.mutate(),
      }}
      admin={
        changesSettings && !mustEnrol
          ? {
              requireAdminTwoFactor: saveSettings.isPending ? (saveSettings.variables?.requireAdminTwoFactor ?? null) : (settings.data?.requireAdminTwoFactor ?? null),
              saving: saveSettings.isPending,
              error: saveSettings.isError || settings.isError ? 'Could not save the portal security setting.' : null,
              onChange: (requireAdminTwoFactor) => saveSettings.mutate({ requireAdminTwoFactor }),
            }
          : null
      }
    />
  );
}
