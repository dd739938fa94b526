import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ScheduleEntry, ScheduleTarget } from '../../../../contract/schedules.ts';
import { ConfirmDialog } from '../../../../ui-kit/index.ts';
import { deleteSchedule, scheduleKeys, schedulesQuery } from '../../../api/schedules.ts';
import { usePermission } from '../../../session/usePermission.ts';
import { useErrorToast } from '../../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../../shared/mutations/useMutationDialog.ts';
import { levelOf } from './entryTexts.ts';
import { ScheduleCard } from './ScheduleCard.tsx';
import { ScheduleEntryEditor } from './ScheduleEntryEditor.tsx';
import { useContentNames } from './useContentNames.ts';
import { useEntryOrigins } from './useEntryOrigins.ts';
import { queryStatus } from '../../../api/queryStatus.ts';

const DELETE_TEXTS = { progressText: 'Deleting schedule entry...', successTitle: 'Schedule entry deleted', errorTitle: 'Error deleting schedule entry' };

const REACH = { display: 'this display', venue: 'every display of this venue', client: 'every display of this client’s venues' } as const;
const FALLBACK = {
  display: 'When no entry runs, the display’s own layout plays.',
  venue: 'When no entry runs, each display plays its own layout.',
  client: 'When no entry runs, each display plays its own layout.',
} as const;

/** The page's own entries first, then those from above and below; each by priority as the server orders them. */
const ownFirst = <Row extends { origin: string | null }>(rows: Row[]): Row[] => [...rows].sort((a, b) => Number(a.origin !== null) - Number(b.origin !== null));

/**
 * The Schedule card of a display, venue or client page wired to /api/schedules: Add, Edit and
 * Delete (with confirmation) for those who hold schedules.edit (the permission of those routes,
 * docs/permissions.md), read-only for everyone else who may read schedules (an approver, a client
 * user, a viewer). Nobody else sees it: a designer was shown "Error loading schedule" (the API's 403).
 */
export interface ScheduleSectionProps {
  target: ScheduleTarget;
  /** An entry to show in the editor, asked for from elsewhere on the page (the week's pieces). */
  openEntryId?: string | null | undefined;
  /** The editor of openEntryId closed: the page forgets the request. */
  onEntryClosed?: (() => void) | undefined;
}

export function ScheduleSection(props: ScheduleSectionProps) {
  return usePermission('schedules.read') ? <PermittedScheduleSection {...props} /> : null;
}

function PermittedScheduleSection({ target, openEntryId = null, onEntryClosed }: ScheduleSectionProps) {
  const canEdit = usePermission('schedules.edit');
  const queryClient = useQueryClient();
  const entries = useQuery(schedulesQuery(target));
  const names = useContentNames(usePermission('content.read'));
  const [editing, setEditing] = useState<{ entry?: ScheduleEntry } | null>(null);
  const [toDelete, setToDelete] = useState<ScheduleEntry | null>(null);
  const closeEditor = useCallback(() => {
    setEditing(null);
    onEntryClosed?.();
  }, [onEntryClosed]);
  useErrorToast(entries.error, 'Error loading schedule');

  const remove = useMutationDialog(
    DELETE_TEXTS,
    (entry: ScheduleEntry) => deleteSchedule(entry.id),
    () => {
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
    },
  );

  // An entry asked for from the week (only for those who may edit) opens unless another edit is under way.
  const requested = canEdit && openEntryId !== null ? entries.data?.items.find((entry) => entry.id === openEntryId) : undefined;
  const shownEditor = editing ?? (requested ? { entry: requested } : null);

  const level = levelOf(target);
  const originOf = useEntryOrigins(entries.data?.items ?? [], target);
  const rows = ownFirst(
    (entries.data?.items ?? []).map((entry) => {
      const origin = originOf(entry);
      return { entry, contentText: names.contentText(entry.content, entry.contentName), origin: origin?.text ?? null, originHref: origin?.href };
    }),
  );

  return (
    <>
      <ScheduleCard
        status={queryStatus(entries)}
        rows={rows}
        reach={REACH[level]}
        fallback={FALLBACK[level]}
        onAdd={canEdit ? () => setEditing({}) : undefined}
        onEdit={canEdit ? (entry) => setEditing({ entry }) : undefined}
        onDelete={
          canEdit
            ? (entry) => {
                setToDelete(entry);
                remove.open();
              }
            : undefined
        }
      />
      {shownEditor ? (
        <ScheduleEntryEditor
          key={shownEditor.entry?.id ?? 'new'}
          target={target}
          entry={shownEditor.entry}
          {...names.contentOptions()}
          onClose={closeEditor}
        />
      ) : null}
      <ConfirmDialog
        open={remove.view.open && toDelete !== null}
        onOpenChange={(next) => (next ? remove.open() : remove.close())}
        title="Delete schedule entry?"
        description={toDelete ? `${toDelete.name} will stop playing on every display it reaches. This cannot be undone.` : undefined}
        confirmLabel="Delete entry"
        variant="destructive"
        loading={remove.view.submitting}
        onConfirm={() => toDelete && remove.submit(toDelete)}
      />
    </>
  );
}
