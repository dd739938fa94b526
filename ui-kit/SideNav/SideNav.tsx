import { MAIN_CONTENT_ID } from '../AppShell/AppShell.tsx';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { Logo } from '../Logo/index.ts';
import { Menu, MenuItem } from '../Menu/index.ts';
import { defaultRenderLink, type RenderLink } from '../RenderLink/index.ts';
import { BrandRow, DesktopNav, MobileNav, NavSection, SideNavRoot } from './SideNav.styles.ts';

/**
 * A page chosen from the phone menu takes the keyboard's place: the menu gives focus back to its
 * button as it closes, so the next Tab went to the header's search, not into the new page. A frame
 * later (after that hand-back) the main content area, the skip link's target, takes it, unless the
 * new page already put it somewhere of its own (a field focused on arrival).
 */
function focusMainContentAfterMenu(): void {
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused.closest('[data-side-nav]') === null) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  });
}

export interface SideNavItem {
  label: string;
  href: string;
  /** Icon shown before the label. */
  icon?: IconName;
  /** The current section: aria-current="page" and a highlight. */
  active?: boolean;
}

export interface SideNavProps {
  /** Main sections, top of the rail. */
  items: readonly SideNavItem[];
  /** Sections pinned to the bottom of the rail (e.g. Settings). */
  secondaryItems?: readonly SideNavItem[];
  /** What the small-screen menu lists; defaults to items then secondaryItems. */
  mobileItems?: readonly SideNavItem[];
  /** Renders each link (the app passes its router Link); a plain <a> by default. */
  renderLink?: RenderLink;
  /** Target of the logo link; the home link of docs/product.md#signed-in-area. */
  homeHref?: string;
  /** Product name beside the logo. */
  title?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The signed-in navigation (docs/product.md#signed-in-area). From 768 px up it is a rail with the logo (home link),
 * the sections and pinned items; below it is a menu button listing `mobileItems`. Both are in the
 * DOM and CSS shows one, so a resize never re-renders or shifts layout.
 */
export function SideNav({
  items,
  secondaryItems = [],
  mobileItems,
  renderLink = defaultRenderLink,
  homeHref = '/',
  title = 'Client Portal',
  label = 'Main',
}: SideNavProps) {
  const renderSection = (sectionItems: readonly SideNavItem[], secondary: boolean) => (
    <NavSection data-secondary={secondary || undefined}>
      {sectionItems.map((item) => (
        <li key={item.href}>
          {renderLink({
            href: item.href,
            'aria-current': item.active ? 'page' : undefined,
            'data-nav-link': true,
            children: (
              <>
                {item.icon ? <Icon name={item.icon} /> : null}
                <span>{item.label}</span>
              </>
            ),
          })}
        </li>
      ))}
    </NavSection>
  );

  return (
    <SideNavRoot data-side-nav>
      <DesktopNav aria-label={label}>
        <BrandRow>
          {renderLink({
            href: homeHref,
            'data-brand-link': true,
            children: (
              <>
                <Logo size="sm" />
                <span>{title}</span>
              </>
            ),
          })}
        </BrandRow>
        {renderSection(items, false)}
        {secondaryItems.length > 0 ? renderSection(secondaryItems, true) : null}
      </DesktopNav>
      <MobileNav>
        <Menu
          label={label}
          trigger={
            <Button variant="ghost" size="icon" aria-label="Open navigation menu">
              <Icon name="menu" size="lg" />
            </Button>
          }
        >
          {(mobileItems ?? [...items, ...secondaryItems]).map((item) => (
            <MenuItem
              key={item.href}
              icon={item.icon}
              textValue={item.label}
              onSelect={focusMainContentAfterMenu}
              render={({ ref, children, ...itemProps }) =>
                renderLink({ ...itemProps, ref, href: item.href, 'aria-current': item.active ? 'page' : undefined, children })
              }
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </MobileNav>
    </SideNavRoot>
  );
}
