import type { LayoutTree } from '../contract/layout/tree.ts';
import type { PlayerDisplay } from '../machines/player.machine.ts';
import type { PlayerView } from '../machines/player.selectors.ts';
import { LayoutRenderer } from '../renderer/LayoutRenderer.tsx';
import { QrCodeSvg } from '../renderer/QrCodeSvg.tsx';
import type { Size } from './screenSize.ts';
import './PlayerScreen.css';

export interface PlayerScreenProps {
  view: PlayerView;
  /** This window's display as reported (label and size). */
  display: PlayerDisplay;
  /** The portal's address (PORTAL_BASE_URL) for the QR code and the instructions. */
  portalBaseUrl: string;
  /** The window's inner size: the layout is scaled to fit it. */
  viewport: Size;
}

/** The address the QR code opens: the portal asks which venue and pre-fills the link dialog. */
export const linkUrl = (portalBaseUrl: string, code: string) => `${portalBaseUrl.replace(/\/+$/, '')}/link?code=${encodeURIComponent(code)}`;

/** What a screen in a venue shows, phase by phase (machines/player.selectors.ts). Never an error page. */
export function PlayerScreen({ view, display, portalBaseUrl, viewport }: PlayerScreenProps) {
  switch (view.phase) {
    case 'registering':
    case 'connecting':
      return <Starting offline={view.offline} />;
    case 'code':
      return view.code === null ? <Starting offline={false} /> : <ShowingCode code={view.code} portalBaseUrl={portalBaseUrl} displayLabel={display.label} />;
    case 'noLayout':
      return <Idle display={display} venueName={view.venueName} />;
    case 'playing':
    case 'offlinePlaying':
      return view.layout === null ? <Idle display={display} venueName={view.venueName} /> : <Playing layout={view.layout} viewport={viewport} offline={view.offline} />;
  }
}

/**
 * Before the first answer (or, linked, before its layout's): calm, never an error. A call that
 * failed says so, so whoever stands at a TV whose network is not up sees why nothing comes.
 */
function Starting({ offline }: { offline: boolean }) {
  return (
    <main className="player-full-screen" aria-busy="true">
      <div className="player-calm">
        <p className="player-quiet" role="status">
          Starting…{offline ? <><br />The portal can’t be reached yet. Trying again…</> : null}
        </p>
      </div>
    </main>
  );
}

function ShowingCode({ code, portalBaseUrl, displayLabel }: { code: string; portalBaseUrl: string; displayLabel: string }) {
  const portalHost = portalBaseUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return (
    <main className="player-full-screen">
      <div className="player-code-layout">
        <div className="player-code-text">
          <h1 className="player-eyebrow">Link this screen ({displayLabel})</h1>
          <p className="player-code" aria-label="Link code" data-player-code={code}>
            {code}
          </p>
          <ol className="player-steps">
            <li>
              Sign in to <strong>{portalHost}</strong> and open the venue.
            </li>
            <li>
              Choose <strong>Link Graphics Controller</strong> and enter this code.
            </li>
          </ol>
        </div>
        <figure className="player-qr">
          <QrCodeSvg value={linkUrl(portalBaseUrl, code)} label="QR code to link this screen" style={{ display: 'block', width: '100%', height: 'auto' }} />
          <figcaption>Or scan to link it from a phone</figcaption>
        </figure>
      </div>
    </main>
  );
}

/**
 * A linked screen with nothing to play: calm, the venue's name large (what guests see), and in
 * quiet type what staff need to change it. Never an error, never the pairing code.
 */
function Idle({ display, venueName }: { display: PlayerDisplay; venueName: string | null }) {
  return (
    <main className="player-full-screen">
      <div className="player-calm">
        <h1 className="player-title">{venueName ?? 'This screen is linked'}</h1>
        <p className="player-quiet">
          Display “{display.label}” ({display.width} × {display.height}) has no layout yet. Design one in the portal and it
          appears here by itself.
        </p>
      </div>
    </main>
  );
}

function Playing({ layout, viewport, offline }: { layout: LayoutTree; viewport: Size; offline: boolean }) {
  const scale = Math.min(viewport.width / layout.width, viewport.height / layout.height);
  return (
    <main className="player-stage" data-player-layout={layout.assetId ?? ''}>
      <LayoutRenderer tree={layout} scale={scale} aria-label={layout.name || 'Layout'} />
      {offline ? <span className="player-offline-dot" role="img" aria-label="Offline: playing the last layout" title="Offline: playing the last layout" /> : null}
    </main>
  );
}
