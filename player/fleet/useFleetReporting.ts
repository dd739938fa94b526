import { useEffect, useRef, useState } from 'react';
import type { DeviceCommand, DisplayReportRequest } from '../../contract/fleet.ts';
import { shownSince, type ShownContentReport } from '../../machines/timeline.selectors.ts';
import { fetchSelf } from '../deviceClient.ts';
import { answerCommand, sendReport } from './fleetClient.ts';
import { onCommandsWaiting } from './commandsWaiting.ts';
import { lastMediaError } from './mediaErrors.ts';
import { droppedPlays } from './playQueue.ts';
import { reportingTimers } from './reportingTimers.ts';
import { takeScreenshot } from './screenshot/takeScreenshot.ts';
import { IDENTIFY_MS, runCommand } from './runCommand.ts';

/**
 * The player's build: the content hash Parcel puts in its script's name (a new build, a new hash),
 * or 'development' when the page has no hashed script.
 */
function playerVersion(): string {
  const src = document.querySelector<HTMLScriptElement>('script[src]')?.src ?? '';
  return /\.([0-9a-z]{6,})\.js(?:$|\?)/i.exec(src)?.[1] ?? 'development';
}

/** Ids already run in this page (and across a reload, in sessionStorage): a repeated delivery runs once. */
const RUN_KEY = 'player.fleet.commandsRun';
const runIds = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(RUN_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};
const markRun = (id: string) => {
  try {
    sessionStorage.setItem(RUN_KEY, JSON.stringify([...runIds(), id].slice(-50)));
  } catch {
    // Storage full or denied: the server's state still ends the repeats once answered.
  }
};

export interface FleetState {
  token: string | null;
  displayId: string | null;
  /** What is on screen: the week's item once the week plays, else the display's own layout. */
  shown: ShownContentReport;
  /** Whether the week plays (its item is what `shown` says): the first report waits for it. */
  weekPlaying: boolean;
  heartbeatMs: number;
}

/**
 * The first report after linking waits this long at most for the week to play: sent at once, it
 * would tell the portal the idle screen (or the own layout) for a whole heartbeat while the week's
 * item is already on screen a moment later.
 */
export const FIRST_REPORT_WAIT_MS = 5_000;

export interface Identification {
  display: string;
  venue: string | null;
}

async function cacheBytes(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return Math.max(0, Math.round(estimate?.usage ?? 0));
}

/**
 * The plays the offline queue dropped beyond its cap (playQueueCap.ts), as the running total the
 * queue keeps in IndexedDB, never as "dropped since the last report": a total sent again after an
 * answer that was lost, or arriving late, says nothing new (the server keeps the greatest), where
 * a delta would be added twice or, cleared too early, lost. Without IndexedDB nothing is sent and
 * the server keeps what it has.
 */
async function playsDropped(displayId: string): Promise<Pick<DisplayReportRequest, 'playsDropped'>> {
  const count = await droppedPlays(displayId).catch(() => null);
  return count === null ? {} : { playsDropped: count };
}

/**
 * Sends this window's report with every heartbeat, and at once when the day's long poll
 * says a command waits, runs the commands the answer brings, and takes the client's automatic
 * screenshots. Returns the names to show while identifying (null otherwise).
 */
export function useFleetReporting(state: FleetState, displayLabel: string, uploadPlays?: () => void): Identification | null {
  const latest = useRef(state);
  latest.current = state;
  // Called after a heartbeat the server answered, when the plays are due to go up.
  const plays = useRef(uploadPlays);
  plays.current = uploadPlays;
  const since = useRef<ReturnType<typeof shownSince> | null>(null);
  const [identification, setIdentification] = useState<Identification | null>(null);
  // Starts the reports if they have not started (the week began to play before the wait ended).
  const startReports = useRef<(() => void) | null>(null);
  // "Since" is when the content changed on screen, not the heartbeat that first tells of it.
  const { assetId, playlistId, version } = state.shown;
  useEffect(() => {
    since.current = shownSince(since.current, { assetId, playlistId, version }, new Date().toISOString());
  }, [assetId, playlistId, version]);

  const linked = state.token !== null && state.displayId !== null;
  useEffect(() => {
    if (!linked) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let beating = false;
    let beatAgain = false;
    let started = false;
    // The plays go up with the first heartbeat answered after silence, then every few minutes.
    let answeredLast = false;
    // The automatic screenshot (the client's interval, from each report's answer): the first a
    // minute after the start, then every interval; 0 turns it off.
    let intervalMinutes = 0;
    const timers = reportingTimers(performance.now());

    const shoot = (token: string, displayId: string) => {
      timers.shotTaken(performance.now());
      return takeScreenshot(token, displayId);
    };

    const run = async (command: DeviceCommand, token: string, displayId: string) => {
      if (runIds().includes(command.id)) return;
      markRun(command.id);
      await runCommand(
        command,
        {
          identify: async () => {
            const self = await fetchSelf(token).catch(() => null);
            setIdentification({ display: displayLabel, venue: self?.venue?.name ?? null });
            await new Promise((resolve) => window.setTimeout(resolve, IDENTIFY_MS));
            setIdentification(null);
          },
          reload: () => window.location.reload(),
          screenshot: () => shoot(token, displayId),
        },
        (answer, error) => answerCommand(token, displayId, command.id, { state: answer, error: error ?? null }),
      );
    };

    const beat = async () => {
      const { token, displayId, shown } = latest.current;
      if (token === null || displayId === null) return;
      since.current = shownSince(since.current, shown, new Date().toISOString());
      const report: DisplayReportRequest = {
        shown: { ...shown, sinceUtc: since.current.sinceUtc },
        playerVersion: playerVersion(),
        cacheBytes: await cacheBytes(),
        lastMediaError: lastMediaError(),
        ...(await playsDropped(displayId)),
      };
      const answer = await sendReport(token, displayId, report).catch(() => null);
      if (answer) {
        if (timers.playUploadDue(performance.now(), !answeredLast)) plays.current?.();
        intervalMinutes = answer.screenshotIntervalMinutes;
      }
      answeredLast = answer !== null;
      for (const command of answer?.commands ?? []) await run(command, token, displayId);
      // Not waited for: a slow or failed screenshot must never hold the reports or the playback
      // (a failure is tried at the next interval).
      if (timers.screenshotDue(intervalMinutes, performance.now())) void shoot(token, displayId).catch(() => undefined);
    };

    const loop = () => {
      if (stopped) return;
      started = true;
      window.clearTimeout(timer);
      if (beating) {
        beatAgain = true;
        return;
      }
      beating = true;
      void beat().finally(() => {
        beating = false;
        if (stopped) return;
        if (beatAgain) {
          beatAgain = false;
          loop();
          return;
        }
        timer = window.setTimeout(loop, latest.current.heartbeatMs);
      });
    };
    // A command waiting (the day's long poll says so): report now rather than at the next heartbeat.
    const unsubscribe = onCommandsWaiting(loop);
    startReports.current = () => {
      if (!started) loop();
    };
    if (latest.current.weekPlaying) loop();
    else timer = window.setTimeout(loop, FIRST_REPORT_WAIT_MS);
    return () => {
      stopped = true;
      startReports.current = null;
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [linked, displayLabel]);

  const { weekPlaying } = state;
  useEffect(() => {
    if (weekPlaying) startReports.current?.();
  }, [weekPlaying, linked]);

  return identification;
}
