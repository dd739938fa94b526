import { useRef, type ReactNode } from 'react';
import { Header, HeaderActions, HeaderSearch, HeaderStart, Main, NavSlot, ShellRoot, SkipLink } from './AppShell.styles.ts';
import { useFocusRescue } from './useFocusRescue.ts';

export interface AppShellProps {
  /** The SideNav. */
  sideNav: ReactNode;
  /** Start of the header: Breadcrumbs (they hide themselves on small screens). */
  breadcrumbs?: ReactNode;
  /** The global SearchBox, in the middle of the header. */
  search?: ReactNode;
  /** End of the header: ThemeMenu, AccountMenu. */
  actions?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** The id of <main>, target of the skip link; focus it after client-side navigation if wanted. */
export const MAIN_CONTENT_ID = 'main-content';

/** The signed-in layout (docs/product.md#signed-in-area): side navigation, a header, and the main content area. */
export function AppShell({ sideNav, breadcrumbs, search, actions, children }: AppShellProps) {
  const main = useRef<HTMLElement>(null);
  // A focused control taken out of the page (a deleted row's Delete) leaves the focus here, not on <body>.
  useFocusRescue(main);
  return (
    <ShellRoot data-app-shell>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to main content</SkipLink>
      <NavSlot>{sideNav}</NavSlot>
      <Header>
        <HeaderStart>{breadcrumbs}</HeaderStart>
        {search ? <HeaderSearch>{search}</HeaderSearch> : null}
        {actions ? <HeaderActions>{actions}</HeaderActions> : null}
      </Header>
      <Main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
    </ShellRoot>
  );
}
