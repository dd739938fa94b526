import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Takeover } from '../../../../contract/schedules.ts';
import { endTakeover, takeoverKeys, takeoversQuery } from '../../../api/takeovers.ts';
import { usePermission } from '../../../session/usePermission.ts';
import { useErrorToast } from '../../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../../shared/mutations/useMutationDialog.ts';
import { contentLabel } from '../../../shared/lists/contentLabel.ts';
import { endTakeoverTexts, TAKEOVER_POLL_MS, TAKEOVERS_LOAD_ERROR_TITLE } from './takeoverTexts.ts';
import type { TakeoversViewProps } from './TakeoversView.tsx';
import { useTakeoverClock } from './useTakeoverClock.ts';
import { useStartTakeover } from './useStartTakeover.ts';
import { queryStatus } from '../../../api/queryStatus.ts';

/** One empty list, so the clock's effect does not run again on every render before the answer. */
const NO_TAKEOVERS: Takeover[] = [];

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /takeovers wired to the API: the list (refetched as the banner does) with its content's names,
 * and the start and end dialogs (mutationDialog machines). Client users only read.
 */
export function useTakeoversPage(): TakeoversViewProps {
  const canManage = usePermission('schedules.edit');
  const query = useQuery(takeoversQuery(TAKEOVER_POLL_MS));
  useErrorToast(query.error, TAKEOVERS_LOAD_ERROR_TITLE);
  const takeovers = query.data?.items ?? NO_TAKEOVERS;
  const now = useTakeoverClock(takeovers, TAKEOVER_POLL_MS);
  const start = useStartTakeover([]);
  const [ending, setEnding] = useState<Takeover | null>(null);
  const end = useMutationDialog(endTakeoverTexts, (id: string) => endTakeover(id), takeoverKeys.all);

  // The server names each takeover's content for every reader (client users cannot list layouts).
  const contentName = (takeover: Takeover) => contentLabel(takeover.content, takeover.contentName);

  return {
    status: queryStatus(query),
    takeovers,
    now,
    canManage,
    contentName,
    formatTime: (iso) => timeFormat.format(new Date(iso)),
    onStartOpen: start.open,
    start: canManage ? start.dialog : null,
    ending,
    endDialog: end.view,
    onEndOpen: (takeover) => {
      setEnding(takeover);
      end.open();
    },
    onEndClose: end.close,
    onEndConfirm: () => {
      if (ending) end.submit(ending.id);
    },
  };
}
