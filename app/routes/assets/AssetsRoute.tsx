import { AssetsView } from '../../features/assets/AssetsView.tsx';
import { useAssetsPage } from '../../features/assets/useAssetsPage.ts';

/** /assets (docs/product.md#screens): the GROUP assets with thumbnails, Duplicate and Delete. */
export function AssetsRoute() {
  return <AssetsView {...useAssetsPage()} />;
}
