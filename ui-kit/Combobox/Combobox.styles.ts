import styled from 'styled-components';
import { floatingSurface } from '../Floating/index.ts';
import { vars } from '../tokens.ts';

/** The input and the icon at its end (a chevron, or a spinner while results load). */
export const ComboboxControl = styled.div`
  position: relative;

  & > input {
    padding-right: ${vars.space[32]};
  }

  & > [data-combobox-icon] {
    position: absolute;
    top: 50%;
    right: ${vars.space[8]};
    transform: translateY(-50%);
    display: inline-flex;
    color: ${vars.color.textMuted};
    pointer-events: none;
  }
`;

export const ComboboxPanel = styled.div`
  ${floatingSurface}
  min-width: var(--floating-reference-width, 180px);
  max-width: var(--floating-available-width, none);
  max-height: min(320px, var(--floating-available-height, 320px));
  padding: ${vars.space[4]};
`;

export const ComboboxList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ComboboxOptionRoot = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[8]};
  min-height: 32px;
  padding: ${vars.space[4]} ${vars.space[8]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: ${vars.color.surfaceHover};
  }

  &[aria-selected='true'] {
    font-weight: ${vars.fontWeight.medium};
  }

  & > svg {
    flex-shrink: 0;
    color: ${vars.color.accentText};
  }
`;

export const ComboboxOptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ComboboxOptionDescription = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.textMuted};
`;

/** Searching…, nothing found, or a hint: said in the panel instead of options. */
export const ComboboxMessage = styled.p`
  padding: ${vars.space[8]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
