import { TakeoversView } from '../../features/scheduling/takeovers/TakeoversView.tsx';
import { useTakeoversPage } from '../../features/scheduling/takeovers/useTakeoversPage.ts';

/** /takeovers (docs/scheduling.md#model): admins start and end takeovers; client users see those reaching their venues. */
export function TakeoversRoute() {
  return <TakeoversView {...useTakeoversPage()} />;
}
