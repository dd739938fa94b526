import './IdentifyOverlay.css';
import type { Identification } from './useFleetReporting.ts';

/** "Identify": the display's and venue's names full screen, over whatever plays. */
export function IdentifyOverlay({ identification }: { identification: Identification | null }) {
  if (identification === null) return null;
  return (
    <div className="player-identify" role="status" aria-label="Identify">
      <p className="player-identify-display">{identification.display}</p>
      {identification.venue ? <p className="player-identify-venue">{identification.venue}</p> : null}
    </div>
  );
}
