import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/index.ts';
import { vars } from '../tokens.ts';

/**
 * The whole zone takes drops; its ring follows keyboard focus on the (visually hidden) input. Dashed
 * while it waits for a file, solid once it holds one. Disabled, it is muted rather than faded: the
 * prompt stays readable (contrast) while clearly inactive.
 */
export const DropZone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[16]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition:
    border-color 120ms ease,
    background-color 120ms ease;

  &[data-empty] {
    border-style: dashed;
    align-items: center;
    padding: ${vars.space[24]} ${vars.space[16]};
    text-align: center;
    cursor: pointer;
  }

  &[data-empty]:hover:not([data-disabled]) {
    border-color: ${vars.color.textSubtle};
    background: ${vars.color.surfaceHover};
  }

  &:has(input:focus-visible) {
    border-color: ${vars.color.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent);
  }

  &[data-dragging] {
    border-style: solid;
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
  }

  &[data-invalid] {
    border-color: ${vars.color.destructive};
  }

  &[data-disabled] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

export const HiddenFileInput = styled.input`
  ${visuallyHidden}
`;

export const DropIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
`;

export const DropPrompt = styled.p`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
`;

export const DropAccept = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The chosen file: preview, name and size, then the actions. */
export const FileCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  min-width: 0;
`;

export const FilePreview = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const FileFacts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const FileSize = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const FileActions = styled.span`
  display: flex;
  flex-shrink: 0;
  gap: ${vars.space[4]};
`;
