import styled from 'styled-components';
import { vars } from '../tokens.ts';

/**
 * One box for the picture and the initials, so a failed image never changes the layout. Size and
 * shape are on the DOM (data-size, data-shape); a square keeps a small radius for logos.
 */
export const AvatarRoot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  border: 1px solid ${vars.color.border};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  user-select: none;
  vertical-align: middle;

  &[data-shape='square'] {
    border-radius: ${vars.radius.md};
  }

  &[data-size='sm'] {
    width: 24px;
    height: 24px;
    font-size: 10px;
  }

  &[data-size='md'] {
    width: 36px;
    height: 36px;
    font-size: ${vars.fontSize.sm};
  }

  &[data-size='lg'] {
    width: 56px;
    height: 56px;
    font-size: ${vars.fontSize.xl};
  }

  &[data-shape='square'][data-size='lg'] {
    border-radius: ${vars.radius.lg};
  }
`;

/** Logos keep their proportions inside the box (contain); photos of people fill it (cover). */
export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;

  [data-shape='square'] > & {
    object-fit: contain;
    background: ${vars.color.surface};
  }
`;
