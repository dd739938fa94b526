import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Menu, MenuItem, MenuLabel, MenuSeparator, type MenuPlacement } from '../Menu/index.ts';
import { defaultRenderLink, type RenderLink } from '../RenderLink/index.ts';
import { vars } from '../tokens.ts';

export interface AccountMenuProps {
  /** Logout was chosen. */
  onLogout: () => void;
  /** Renders the Settings link (the app passes its router Link); a plain <a> by default. */
  renderLink?: RenderLink;
  /** Target of the Settings item. */
  settingsHref?: string;
  /** Signed-in user's saved name, shown under the heading. */
  userName?: string;
  /** Signed-in user's email, shown under the name (or alone when there is no name). */
  userEmail?: string;
  /** Where the menu opens; defaults to bottom-end. */
  placement?: MenuPlacement;
  /** Initial open state (stories). */
  defaultOpen?: boolean;
}

/** The name reads as the person; the email under it stays quieter (MenuLabel's detail style). */
const UserName = styled.span`
  display: block;
  color: ${vars.color.text};
  font-weight: ${vars.fontWeight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const UserEmail = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The header's account menu (docs/product.md#signed-in-area): heading My Account with who is signed in under it (name,
 * then email), a Settings link, and Logout.
 */
export function AccountMenu({
  onLogout,
  renderLink = defaultRenderLink,
  settingsHref = '/settings',
  userName,
  userEmail,
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
      <MenuLabel
        detail={
          userName || userEmail ? (
            <>
              {userName ? <UserName data-account-name>{userName}</UserName> : null}
              {userEmail ? <UserEmail data-account-email>{userEmail}</UserEmail> : null}
            </>
          ) : undefined
        }
      >
        My Account
      </MenuLabel>
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
