import styled from 'styled-components';
import { listboxOption, listboxPanel } from '../Listbox/index.ts';
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
  ${listboxPanel}
`;

export const ComboboxList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ComboboxOptionRoot = styled.li`
  ${listboxOption}
  padding: ${vars.space[4]} ${vars.space[8]};
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
