import styled from 'styled-components';
import { listboxOption, listboxPanel } from '../Listbox/index.ts';
import { vars } from '../tokens.ts';

/** Looks like the kit's text input, but is a button that opens a listbox. */
export const SelectTrigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[8]};
  height: 36px;
  width: 100%;
  padding: 0 ${vars.space[8]} 0 ${vars.space[12]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: left;
  box-shadow: ${vars.shadow.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${vars.color.textSubtle};
  }

  &:focus-visible,
  &[aria-expanded='true'] {
    outline: none;
    border-color: ${vars.color.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent);
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  & > svg {
    flex-shrink: 0;
    color: ${vars.color.textMuted};
  }
`;

export const SelectValue = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${vars.color.textSubtle};
  }
`;

export const SelectPanel = styled.div`
  ${listboxPanel}
  outline: none;
`;

export const SelectOptionRoot = styled.div`
  ${listboxOption}
  padding: 0 ${vars.space[8]};
  outline: none;

  &:focus {
    background: ${vars.color.surfaceHover};
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
