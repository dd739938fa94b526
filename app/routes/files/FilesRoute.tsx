import { FilesView } from '../../features/files/FilesView.tsx';
import { useFilesPage } from '../../features/files/useFilesPage.ts';

/** /files (docs/product.md#screens, Admin): the asset files page. */
export function FilesRoute() {
  return <FilesView {...useFilesPage()} />;
}
