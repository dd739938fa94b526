import { ThemesView } from '../../features/themes/ThemesView.tsx';
import { useThemesPage } from '../../features/themes/useThemesPage.ts';

/** /themes (SPEC §2.4, Admin): the themes page. */
export function ThemesRoute() {
  return <ThemesView {...useThemesPage()} />;
}
