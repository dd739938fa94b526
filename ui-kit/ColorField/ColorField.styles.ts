import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
`;

/** The current colour, drawn on a checkerboard so a transparent or empty one reads as such. */
export const Chip = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 20px;
  height: 20px;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.borderStrong};
  background:
    linear-gradient(${({ $colour }) => $colour}, ${({ $colour }) => $colour}),
    repeating-conic-gradient(#d4d4d8 0 25%, #ffffff 0 50%) 0 0 / 10px 10px;
`;

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]};

  & .react-colorful {
    width: 200px;
    height: 160px;
  }
`;

export const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 28px);
  gap: ${vars.space[4]};
`;

export const Swatch = styled.button<{ $colour: string }>`
  width: 28px;
  height: 28px;
  padding: 0;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.borderStrong};
  background: ${({ $colour }) => $colour};
  cursor: pointer;

  &[aria-pressed='true'] {
    outline: 2px solid ${vars.color.accent};
    outline-offset: 1px;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.accent};
    outline-offset: 2px;
  }
`;

/** The button keeps its own width in the field's grid. */
export const TriggerSlot = styled.div`
  justify-self: start;
`;
