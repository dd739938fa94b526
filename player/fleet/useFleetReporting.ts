import { useEffect, useRef, useState } from 'react';
import type { DeviceCommand, DisplayReportRequest } from '../../contract/fleet.ts';
import { fetchSelf } from '../deviceClient.ts';
import { answerCommand, sendReport } from './fleetClient.ts';
import { lastMediaError } from './mediaErrors.ts';
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
  /** The layout on screen and its ETag, or null. */
  shownAssetId: string | null;
  shownVersion: string | null;
  heartbeatMs: number;
}

export interface Identification {
  display: string;
  venue: string | null;
}

async function cacheBytes(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return Math.max(0, Math.round(estimate?.usage ?? 0));
}

/**
 * Sends this window's report with every heartbeat (issue 22) and runs the commands the answer
 * brings. Returns the names to show while identifying (null otherwise).
 */
export function useFleetReporting(state: FleetState, displayLabel: string): Identification | null {
  const latest = useRef(state);
  latest.current = state;
  const since = useRef<{ key: string; sinceUtc: string }>({ key: '', sinceUtc: new Date().toISOString() });
  const [identification, setIdentification] = useState<Identification | null>(null);

  const linked = state.token !== null && state.displayId !== null;
  useEffect(() => {
    if (!linked) return undefined;
    let stopped = false;
    let timer: number | undefined;

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
        },
        (answer, error) => answerCommand(token, displayId, command.id, { state: answer, error: error ?? null }),
      );
    };

    const beat = async () => {
      const { token, displayId, shownAssetId, shownVersion } = latest.current;
      if (token === null || displayId === null) return;
      const key = `${shownAssetId}|${shownVersion}`;
      if (since.current.key !== key) since.current = { key, sinceUtc: new Date().toISOString() };
      const report: DisplayReportRequest = {
        shown: { assetId: shownAssetId, playlistId: null, version: shownVersion, sinceUtc: since.current.sinceUtc },
        playerVersion: playerVersion(),
        cacheBytes: await cacheBytes(),
        lastMediaError: lastMediaError(),
      };
      const answer = await sendReport(token, displayId, report).catch(() => null);
      for (const command of answer?.commands ?? []) await run(command, token, displayId);
    };

    const loop = () => {
      if (stopped) return;
      void beat().finally(() => {
        if (!stopped) timer = window.setTimeout(loop, latest.current.heartbeatMs);
      });
    };
    loop();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [linked, displayLabel]);

  return identification;
}
