import { AssetsView } from '../../features/assets/AssetsView.tsx';
import { useAssetsPage } from '../../features/assets/useAssetsPage.ts';

/** /assets (SPEC §2.4): the GROUP assets with thumbnails, Duplicate and Delete (issue 21). */
export function AssetsRoute() {
  return <AssetsView {...useAssetsPage()} />;
}
