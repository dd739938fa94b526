import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { PlayerDisplay } from '../machines/player.machine.ts';
import { isLinkedPhase, selectPlayer } from '../machines/player.selectors.ts';
import { sameShownReport, showingOnScreen, shownOnScreen, type ShownContentReport } from '../machines/timeline.selectors.ts';
import { fetchAppConfig } from './deviceClient.ts';
import { IdentifyOverlay } from './fleet/IdentifyOverlay.tsx';
import { useFleetReporting } from './fleet/useFleetReporting.ts';
import { usePlayLog } from './fleet/usePlayLog.ts';
import { PlayerScreen } from './PlayerScreen.tsx';
import { providedPlayerMachine } from './playerMachine.ts';
import {
  storedHeartbeatSeconds,
  storedLayout,
  storedPortalBaseUrl,
  storedToken,
  storedWeek,
  storeHeartbeatSeconds,
  storePortalBaseUrl,
} from './playerStorage.ts';
import { screenSize, useViewportSize } from './screenSize.ts';
import { WeekPlayer } from './WeekPlayer.tsx';

/** This window's display: `?display=Bar` names it ('Main' by default), the screen gives its size. */
export function displayOfWindow(): PlayerDisplay {
  const label = new URLSearchParams(window.location.search).get('display')?.trim() || 'Main';
  return { label, ...screenSize() };
}

/** The player in this window: the machine wired to the server and the browser, drawn full screen. */
export function PlayerApp({ initialDisplay }: { initialDisplay: PlayerDisplay }) {
  const [machine] = useState(() => providedPlayerMachine(initialDisplay.label));
  const [input] = useState(() => ({
    token: storedToken(),
    cachedLayout: storedLayout(initialDisplay.label),
    display: initialDisplay,
    heartbeatSeconds: storedHeartbeatSeconds(),
  }));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectPlayer);
  const display = useSelector(actor, (snapshot) => snapshot.context.display);
  const heartbeatMs = useSelector(actor, (snapshot) => snapshot.context.heartbeatMs);
  const token = useSelector(actor, (snapshot) => snapshot.context.token);
  // The display's id as the server said it, else as kept with its week (a start with the server away).
  const [storedDisplayId] = useState(() => storedWeek(initialDisplay.label)?.displayId ?? null);
  const snapshotDisplayId = useSelector(actor, (snapshot) => snapshot.context.displayId);
  const displayId = snapshotDisplayId ?? storedDisplayId;
  const viewport = useViewportSize();
  // The display's own layout, on screen until its week plays (the player machine's, with its ETag).
  const ownShown = useSelector(
    actor,
    (snapshot) => (snapshot.context.shown === null ? null : { assetId: snapshot.context.shown.layout.assetId, etag: snapshot.context.shown.etag }),
    (a, b) => a?.assetId === b?.assetId && a?.etag === b?.etag,
  );
  // What the week has on screen (WeekPlayer tells), which replaces the own layout once it plays.
  const [weekShown, setWeekShown] = useState<ShownContentReport | null>(null);
  const onWeekShown = useCallback(
    (next: ShownContentReport | null) => setWeekShown((previous) => (sameShownReport(previous, next) ? previous : next)),
    [],
  );
  // Which showing of an item the week has on screen: a playlist's next step is a new play even
  // when it shows the same layout (proof of play).
  const [weekShowing, setWeekShowing] = useState<string | null>(null);
  // A live value of the week's layout drawing its fallback text because it is stale (proof of play).
  const [staleShown, setStaleShown] = useState(false);
  // The fleet: the report with every heartbeat (what is on screen: the week's item once
  // the week plays, as withWeek draws it), and the commands it brings back.
  const fleetState = { token, displayId: snapshotDisplayId, shown: shownOnScreen(ownShown, weekShown), weekPlaying: weekShown !== null, heartbeatMs };
  // Proof of play: each play recorded as the screen changes (offline too, by the stored
  // display id), uploaded after heartbeats.
  const uploadPlays = usePlayLog({ ...fleetState, displayId, showing: showingOnScreen(weekShowing), staleShown }, display.label);
  const identification = useFleetReporting(fleetState, display.label, uploadPlays);
  const [portalBaseUrl, setPortalBaseUrl] = useState(() => storedPortalBaseUrl() ?? window.location.origin);

  // The screen's size changes when the window moves to another screen or the screen turns.
  useEffect(() => {
    const { width, height } = screenSize();
    if (width !== display.width || height !== display.height) actor.send({ type: 'player.resized', width, height });
  }, [actor, display.width, display.height, viewport]);

  useEffect(() => storeHeartbeatSeconds(Math.round(heartbeatMs / 1000)), [heartbeatMs]);

  // The portal's address for the QR code, asked whenever a code is shown (kept for offline starts).
  const showingCode = view.phase === 'code';
  useEffect(() => {
    if (!showingCode) return;
    let current = true;
    fetchAppConfig()
      .then((config) => {
        if (!current || !config.portalBaseUrl) return;
        storePortalBaseUrl(config.portalBaseUrl);
        setPortalBaseUrl(config.portalBaseUrl);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [showingCode]);

  const screen = (shown: typeof view) => <PlayerScreen view={shown} display={display} portalBaseUrl={portalBaseUrl} viewport={viewport} />;
  const linked = isLinkedPhase(view.phase);
  const identify = <IdentifyOverlay identification={identification} />;
  if (!linked || token === null || displayId === null) {
    return (
      <>
        {screen(view)}
        {identify}
      </>
    );
  }
  return (
    <>
      <WeekPlayer
        key={`${token} ${displayId}`}
        token={token}
        displayLabel={display.label}
        displayId={displayId}
        retryMs={heartbeatMs}
        view={view}
        onShown={onWeekShown}
        onShowing={setWeekShowing}
        onStaleShown={setStaleShown}
      >
        {screen}
      </WeekPlayer>
      {identify}
    </>
  );
}
