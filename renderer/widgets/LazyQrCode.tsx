import { Suspense, use } from 'react';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { loadDataListView } from './LazyDataList.tsx';
import { lazyModule } from './lazyModule.ts';
// Types only: the module itself is imported dynamically below.
import type * as QrCodeViewModule from './QrCodeView.tsx';

type Config = Readonly<Record<string, string>>;

/**
 * The QR code widget's code (its view and the uqr encoder): loaded the first time a layout has a
 * QR code, not with the editor or the renderer (the editor's chunk has a budget). The
 * player's service worker keeps every bundle of its build, so a screen offline still has it.
 * A load that fails resolves null (the white box stays; the next drawing tries again).
 */
const qrCodeView = lazyModule<typeof QrCodeViewModule>(() => import('./QrCodeView.tsx'));
export const loadQrCodeView = qrCodeView.load;

function has(nodes: readonly LayoutNode[], type: LayoutNode['assetType']): boolean {
  return nodes.some((node) => node.assetType === type || (node.children !== undefined && has(node.children, type)));
}

/**
 * What a layout's widgets need before its first frame (the QR code's encoder, the data list's
 * drawing), so a screen that waits for it (the player, a story) never shows a placeholder. Resolves
 * at once otherwise.
 */
export async function loadLayoutWidgets(tree: Pick<LayoutTree, 'placements'>): Promise<void> {
  await Promise.all([has(tree.placements, 'QRCODE') ? loadQrCodeView() : null, has(tree.placements, 'DATALIST') ? loadDataListView() : null]);
}

/** The box a QR code takes while its code loads: the size and white of the code, nothing to read. */
function QrCodeLoading() {
  return <div data-widget="qrcode" aria-busy="true" style={{ width: '100%', height: '100%', minWidth: 160, minHeight: 160, background: '#fff' }} />;
}

function LoadedQrCode({ config }: { config: Config }) {
  const module = qrCodeView.loaded() ?? use(loadQrCodeView());
  return module ? <module.QrCodeView config={config} /> : <QrCodeLoading />;
}

/** A QR code widget: drawn at once when its code is loaded, else a white box until it is. */
export function QrCodeWidget({ config }: { config: Config }) {
  const loaded = qrCodeView.loaded();
  if (loaded) return <loaded.QrCodeView config={config} />;
  return (
    <Suspense fallback={<QrCodeLoading />}>
      <LoadedQrCode config={config} />
    </Suspense>
  );
}
