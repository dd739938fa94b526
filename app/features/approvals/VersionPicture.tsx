import styled from 'styled-components';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { useFrameWidth } from '../../shared/layouts/useFrameWidth.ts';
import { Badge, vars, type BadgeVariant } from '../../../ui-kit/index.ts';

const Figure = styled.figure`
  display: grid;
  gap: ${vars.space[8]};
  min-width: 0;
  margin: 0;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  align-items: center;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Frame = styled.div<{ $ratio: number }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: #000;
`;

const Nothing = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  padding: ${vars.space[16]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

export interface VersionPictureProps {
  /** "Approved v3", "Waiting v4". */
  title: string;
  badge: { label: string; variant: BadgeVariant };
  /** Null: no such version (nothing approved yet), said in `emptyText`. */
  tree: LayoutTree | null;
  emptyText?: string;
}

/**
 * One version of a layout drawn by the one renderer across the width it is given (still: nothing
 * moves, so the two versions are compared as they stand), under a caption naming the version.
 */
export function VersionPicture({ title, badge, tree, emptyText = 'Nothing approved yet' }: VersionPictureProps) {
  const { setFrame, width } = useFrameWidth();
  const scale = tree && width > 0 ? width / tree.width : 0;
  return (
    <Figure data-version-picture={title}>
      <Caption>
        {title} <Badge variant={badge.variant}>{badge.label}</Badge>
      </Caption>
      {tree ? (
        <Frame ref={setFrame} $ratio={tree.width / tree.height}>
          {scale > 0 ? <LayoutRenderer tree={tree} scale={scale} still aria-label={`${title}: ${tree.name}`} /> : null}
        </Frame>
      ) : (
        <Nothing>{emptyText}</Nothing>
      )}
    </Figure>
  );
}
