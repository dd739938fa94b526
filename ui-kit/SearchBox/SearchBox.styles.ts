import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const SearchRoot = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  align-items: center;

  > svg {
    position: absolute;
    left: ${vars.space[12]};
    color: ${vars.color.textSubtle};
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 ${vars.space[12]} 0 36px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};

  &::placeholder {
    color: ${vars.color.textSubtle};
  }

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${vars.color.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent);
  }
`;
