import styled from 'styled-components';
import { floatingSurface } from '../Floating/Floating.styles.ts';
import { vars } from '../tokens.ts';
import { touchTargetHeight } from '../touchTarget.ts';

/**
 * The panel styles its items by ARIA role, so an item renders the same whether it is the kit's
 * <button> or the app's router link (MenuItem's render prop). Items take real focus as the
 * highlight moves (keyboard or pointer), so :focus is the highlight.
 */
export const MenuPanel = styled.div`
  ${floatingSurface}
  min-width: max(180px, var(--floating-reference-width, 0px));
  max-width: var(--floating-available-width, none);
  padding: ${vars.space[4]};
  outline: none;

  [role^='menuitem'] {
    display: flex;
    width: 100%;
    align-items: center;
    gap: ${vars.space[8]};
    min-height: 32px;
    padding: 0 ${vars.space[8]};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.tight};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    outline: none;
    user-select: none;
    ${touchTargetHeight}
  }

  [role^='menuitem']:focus,
  [role^='menuitem'][data-highlighted] {
    background: ${vars.color.surfaceHover};
  }

  [role^='menuitem'][aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [role^='menuitem'][data-variant='destructive'] {
    color: ${vars.color.destructiveText};
  }

  [role^='menuitem'] > svg {
    color: ${vars.color.textMuted};
  }

  [role^='menuitem'][data-variant='destructive'] > svg {
    color: currentColor;
  }
`;

export const MenuItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Reserves the check column of radio items so labels line up whether checked or not. */
export const MenuItemIndicator = styled.span`
  display: inline-flex;
  width: 16px;
  justify-content: center;
  color: ${vars.color.text};
`;

export const MenuLabelRoot = styled.div`
  padding: ${vars.space[8]} ${vars.space[8]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

export const MenuLabelDetail = styled.span`
  display: block;
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const MenuSeparatorRoot = styled.div`
  height: 1px;
  margin: ${vars.space[4]} -${vars.space[4]};
  background: ${vars.color.border};
`;
