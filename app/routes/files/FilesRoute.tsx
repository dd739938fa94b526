import { FilesView } from '../../features/files/FilesView.tsx';
import { useFilesPage } from '../../features/files/useFilesPage.ts';

/** /files (SPEC §2.4, Admin): the asset files page. */
export function FilesRoute() {
  return <FilesView {...useFilesPage()} />;
}
