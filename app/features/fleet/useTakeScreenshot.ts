import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FLEET_REFRESH_MS, fleetDisplayQuery, fleetKeys } from '../../api/fleet.ts';
import { screenshotHistoryQuery } from '../../api/screenshots.ts';
import type { TakingState } from './screenshots/ScreenshotCard.tsx';
import { SCREENSHOT_WAIT_MS } from './screenshots/screenshotTexts.ts';
import { useSendCommand } from './useSendCommand.ts';

/** While a screenshot is awaited the history is asked this often (a connected player answers within 10 s). */
const WAITING_POLL_MS = 1_500;

interface Request {
  commandId: string;
  /** The latest screenshot when asked: a different one is the answer. */
  before: string | null;
  late: boolean;
}

/**
 * The display's screenshots and "Take screenshot now": sends the command, then looks often until a
 * newer screenshot arrives (arrived), the player answers the command failed (failed), or 30 s pass
 * (late: it keeps looking at the usual pace, and a later arrival still counts).
 */
export function useTakeScreenshot(displayId: string) {
  const [request, setRequest] = useState<Request | null>(null);
  const [arrivedId, setArrivedId] = useState<string | null>(null);
  const { send } = useSendCommand();
  const queryClient = useQueryClient();
  const history = useQuery({
    ...screenshotHistoryQuery(displayId),
    refetchInterval: request !== null && !request.late ? WAITING_POLL_MS : FLEET_REFRESH_MS,
  });
  const latestId = history.data?.items[0]?.id ?? null;
  // The display's own query (shared with the page by its key), looked at often while waiting, so a failed answer shows at once.
  const detail = useQuery({
    ...fleetDisplayQuery(displayId),
    refetchInterval: request !== null && !request.late ? WAITING_POLL_MS * 2 : false,
  });
  const commands = detail.data?.commands ?? [];

  useEffect(() => {
    if (request === null) return undefined;
    if (latestId !== request.before) {
      setArrivedId(latestId);
      setRequest(null);
      // The command is done by now (and the report with it is fresh): show it, not the state of
      // the last look, which the page would keep until its next refresh.
      void queryClient.invalidateQueries({ queryKey: fleetKeys.display(displayId) });
      return undefined;
    }
    if (request.late) return undefined;
    const timer = window.setTimeout(() => setRequest((current) => (current === null ? null : { ...current, late: true })), SCREENSHOT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [request, latestId, queryClient, displayId]);

  const failed = request === null ? null : commands.find((command) => command.id === request.commandId && command.state === 'failed');
  let taking: TakingState = { phase: 'idle' };
  if (failed) taking = { phase: 'failed', error: failed.error };
  else if (request?.late) taking = { phase: 'late' };
  else if (request !== null) taking = { phase: 'waiting' };
  else if (arrivedId !== null && arrivedId === latestId) taking = { phase: 'arrived' };

  const take = async () => {
    const before = latestId;
    setArrivedId(null);
    const answer = await send({ kind: 'screenshot', target: { displayIds: [displayId] } }).catch(() => null);
    const commandId = answer?.items[0]?.id;
    if (commandId) setRequest({ commandId, before, late: false });
  };

  return { history, taking, waiting: request !== null && !request.late, take: () => void take() };
}
