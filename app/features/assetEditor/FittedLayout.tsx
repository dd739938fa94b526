import styled from 'styled-components';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { useFrameWidth } from '../../shared/layouts/useFrameWidth.ts';
import { vars } from '../../../ui-kit/index.ts';

/** As tall as the drawn layout from the first frame (its aspect ratio), before its width is measured: nothing under it moves. */
const Frame = styled.div`
  box-sizing: content-box;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: #000;
`;

export interface FittedLayoutProps {
  tree: LayoutTree;
  /** What assistive technology calls the drawing. */
  label: string;
}

/**
 * A layout drawn read-only by the one renderer (what the player draws) across the width it is
 * given, at its own proportions: a layout's page for those who may not change it
 * (docs/permissions.md#in-the-browser). Its width is followed by useFrameWidth, as the approvals'
 * VersionPicture's is; the editor's PhonePreview keeps its own copy (bytes: see useFrameWidth).
 */
export function FittedLayout({ tree, label }: FittedLayoutProps) {
  const { setFrame, width } = useFrameWidth();
  const scale = width > 0 ? width / tree.width : 0;
  return (
    <Frame ref={setFrame} style={tree.width > 0 && tree.height > 0 ? { aspectRatio: `${tree.width} / ${tree.height}` } : undefined}>
      {scale > 0 ? <LayoutRenderer tree={tree} scale={scale} aria-label={label} /> : null}
    </Frame>
  );
}
