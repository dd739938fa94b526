import { ThemesView } from '../../features/themes/ThemesView.tsx';
import { useThemesPage } from '../../features/themes/useThemesPage.ts';

/** /themes (docs/product.md#screens, Admin): the themes page. */
export function ThemesRoute() {
  return <ThemesView {...useThemesPage()} />;
}
