import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Menu, MenuItem, MenuLabel, MenuSeparator, type MenuPlacement } from '../Menu/index.ts';
import { defaultRenderLink, type RenderLink } from '../RenderLink/index.ts';

export interface AccountMenuProps {
  /** Logout was chosen. */
  onLogout: () => void;
  /** Renders the Settings link (the app passes its router Link); a plain <a> by default. */
  renderLink?: RenderLink;
  /** Target of the Settings item. */
  settingsHref?: string;
  /** Signed-in user's name or email, shown under the heading. */
  userLabel?: string;
  /** Where the menu opens; defaults to bottom-end. */
  placement?: MenuPlacement;
  /** Initial open state (stories). */
  defaultOpen?: boolean;
}

/** The header's account menu (SPEC §2.2): heading My Account, a Settings link, and Logout. */
export function AccountMenu({
  onLogout,
  renderLink = defaultRenderLink,
  settingsHref = '/settings',
  userLabel,
  placement = 'bottom-end',
  defaultOpen,
}: AccountMenuProps) {
  return (
    <Menu
      label="My Account"
      placement={placement}
      defaultOpen={defaultOpen}
      trigger={
        <Button variant="outline" size="icon" aria-label="Account menu" data-account-menu-trigger>
          <Icon name="user" />
        </Button>
      }
    >
      <MenuLabel detail={userLabel}>My Account</MenuLabel>
      <MenuSeparator />
      <MenuItem
        icon="settings"
        textValue="Settings"
        render={({ ref, children, ...itemProps }) => renderLink({ ...itemProps, ref, href: settingsHref, children })}
      >
        Settings
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon="log-out" onSelect={onLogout}>
        Logout
      </MenuItem>
    </Menu>
  );
}
