import { lazy, Suspense } from 'react';
import { CenteredSpinner } from '../../../ui-kit/index.ts';
import { usePermission } from '../../session/usePermission.ts';

// Each its own chunk: a reader downloads no editor (interactjs, the canvas, the properties panel),
// an editor no read-only page (docs/decisions.md#browser-side).
const AssetEditor = lazy(() => import('./AssetEditorRoutes.tsx').then((module) => ({ default: module.AssetEditor })));
const AssetPreview = lazy(() => import('./AssetPreviewRoute.tsx').then((module) => ({ default: module.AssetPreview })));

/**
 * /assets/{assetId} (docs/product.md#screens): the layout in the editor for those who may change
 * layouts (`content.edit`); for those who only read them, an approver, the layout read-only, since
 * the server refuses each change of theirs with 403 (docs/permissions.md#in-the-browser).
 */
export function AssetRoute() {
  const canEdit = usePermission('content.edit');
  return <Suspense fallback={<CenteredSpinner />}>{canEdit ? <AssetEditor /> : <AssetPreview />}</Suspense>;
}
