import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import { savedLayoutTree } from '../../../contract/layout/savedLayoutTree.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { vars } from '../../../ui-kit/index.ts';
import { useNearViewport } from './useNearViewport.ts';

/** The thumbnail's box in screen pixels (16:9, the common screen). */
export const THUMBNAIL_WIDTH_PX = 96;
export const THUMBNAIL_HEIGHT_PX = 54;

const Frame = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${THUMBNAIL_WIDTH_PX}px;
  height: ${THUMBNAIL_HEIGHT_PX}px;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
`;

export interface AssetThumbnailProps {
  asset: Asset;
  /** GET /api/assetfile: what image and video placements show. */
  files: readonly AssetFile[];
  /** The GROUP assets placed layouts draw with their own placements. */
  groups: readonly Asset[];
  /** The public address of a media path (the API base joined to it). */
  mediaUrl?: ((path: string) => string) | undefined;
}

/**
 * An asset drawn small by the one renderer (what the editor, the Preview and the player draw), not
 * a screenshot: scaled down by its CSS transform, drawn once it nears the viewport, and still (no
 * video plays, images load lazily, clocks stop). An image for assistive technology, named by the
 * asset, since its name is beside it.
 */
export function AssetThumbnail({ asset, files, groups, mediaUrl }: AssetThumbnailProps) {
  const [frame, setFrame] = useState<HTMLSpanElement | null>(null);
  const near = useNearViewport(frame);
  const tree = useMemo(
    () =>
      near ? savedLayoutTree(asset, files, groups, mediaUrl) : null,
    [near, asset, files, groups, mediaUrl],
  );
  const scale = tree ? Math.min(THUMBNAIL_WIDTH_PX / tree.width, THUMBNAIL_HEIGHT_PX / tree.height) : 1;
  return (
    <Frame ref={setFrame} role="img" aria-label={`Thumbnail of ${asset.name}`} data-asset-thumbnail={asset.id}>
      {tree ? <LayoutRenderer tree={tree} scale={scale} still /> : null}
    </Frame>
  );
}
