import styled from 'styled-components';
import type { RenderLink, SideNavItem } from '../../ui-kit/index.ts';
import type { VisualParameters } from '../../.storybook/visualParameters.ts';

/** Layout helpers for stories only: the kit itself has no generic layout primitives yet. */
export const Stack = styled.div<{ $gap?: number; $width?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => $gap}px;
  width: ${({ $width }) => ($width ? `${$width}px` : 'auto')};
  max-width: 100%;
`;

export const Row = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 16 }) => $gap}px;
`;

/** Room under a trigger so an open menu or tooltip is inside the canvas (and the screenshot). */
export const OverlayFrame = styled.div`
  min-height: 320px;
  padding: 48px 24px;
`;

/** A small phone, for stories of the small-screen layouts (Storybook's "mobile2" preset). */
export const phone = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { visual: { viewport: { width: 414, height: 896 } } satisfies VisualParameters },
};

/** The signed-in navigation of docs/product.md#signed-in-area for an admin, with Clients as the current section. */
export const adminNavItems: SideNavItem[] = [
  { label: 'Clients', href: '/clients', icon: 'building', active: true },
  { label: 'Venues', href: '/venues', icon: 'map-pin' },
  { label: 'Users', href: '/users', icon: 'users' },
  { label: 'Files', href: '/files', icon: 'file' },
  { label: 'Assets', href: '/assets', icon: 'layers' },
  { label: 'Themes', href: '/themes', icon: 'palette' },
];

export const settingsNavItems: SideNavItem[] = [{ label: 'Settings', href: '/settings', icon: 'settings' }];

/** docs/product.md#signed-in-area: the small-screen menu lists Clients, Venues, Users, Files and Settings. */
export const mobileNavItems: SideNavItem[] = [
  ...adminNavItems.filter((item) => ['Clients', 'Venues', 'Users', 'Files'].includes(item.label)),
  ...settingsNavItems,
];

/**
 * How stories render kit links: a plain anchor that keeps its href (for assertions) but does not
 * navigate, since leaving the iframe would end the story (and the test-runner's page).
 */
export const storyRenderLink: RenderLink = ({ onClick, ...props }) => (
  <a
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
);
