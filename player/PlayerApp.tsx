import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { PlayerDisplay } from '../machines/player.machine.ts';
import { selectPlayer } from '../machines/player.selectors.ts';
import { fetchAppConfig } from './deviceClient.ts';
import { IdentifyOverlay } from './fleet/IdentifyOverlay.tsx';
import { useFleetReporting } from './fleet/useFleetReporting.ts';
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
  const displayId = useSelector(actor, (snapshot) => snapshot.context.displayId) ?? storedDisplayId;
  const viewport = useViewportSize();
  const fleetState = useSelector(actor, (snapshot) => ({
    token: snapshot.context.token,
    displayId: snapshot.context.displayId,
    shownAssetId: snapshot.context.shown?.layout.assetId ?? null,
    shownVersion: snapshot.context.shown?.etag ?? null,
    heartbeatMs: snapshot.context.heartbeatMs,
  }), (a, b) => a.token === b.token && a.displayId === b.displayId && a.shownAssetId === b.shownAssetId && a.shownVersion === b.shownVersion && a.heartbeatMs === b.heartbeatMs);
  // The fleet (issue 22): the report with every heartbeat, and the commands it brings back.
  const identification = useFleetReporting(fleetState, display.label);
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
  const linked = view.phase === 'noLayout' || view.phase === 'playing' || view.phase === 'offlinePlaying';
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
      <WeekPlayer key={`${token} ${displayId}`} token={token} displayLabel={display.label} displayId={displayId} retryMs={heartbeatMs} view={view}>
        {screen}
      </WeekPlayer>
      {identify}
    </>
  );
}
