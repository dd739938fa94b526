import { useQuery } from '@tanstack/react-query';
import { assetsQuery } from '../../api/assets.ts';
import { AssetsView, groupAssets } from './AssetsView.tsx';

/** /assets (SPEC §2.4). */
export function AssetsRoute() {
  const assets = useQuery(assetsQuery());
  const status = assets.isPending ? 'loading' : assets.isError ? 'error' : 'ready';
  return <AssetsView status={status} assets={groupAssets(assets.data ?? [])} />;
}
