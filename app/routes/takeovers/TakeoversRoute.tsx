import { TakeoversView } from '../../features/takeovers/TakeoversView.tsx';
import { useTakeoversPage } from '../../features/takeovers/useTakeoversPage.ts';

/** /takeovers (DESIGN §11): admins start and end takeovers; client users see those reaching their venues. */
export function TakeoversRoute() {
  return <TakeoversView {...useTakeoversPage()} />;
}
