import { TakeoversView } from '../../features/takeovers/TakeoversView.tsx';
import { useTakeoversPage } from '../../features/takeovers/useTakeoversPage.ts';

/** /takeovers (docs/scheduling.md#model): admins start and end takeovers; client users see those reaching their venues. */
export function TakeoversRoute() {
  return <TakeoversView {...useTakeoversPage()} />;
}
