import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import { Alert, Card, CardContent, CenteredSpinner, EmptyState } from '../../../ui-kit/index.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';

/** The preview is drawn at most this wide, in screen pixels. */
const PREVIEW_WIDTH_PX = 960;

export type DisplayPreviewLoad = { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; tree: LayoutTree };

export interface DisplayPreviewViewProps {
  load: DisplayPreviewLoad;
}

/**
 * A client user's view of a display: what it shows, drawn by the player's own
 * renderer, read-only. Only an Admin edits a display's layout (docs/decisions.md#who-may-do-what), so the editor would fail
 * with Forbidden, which no "Try again" fixes.
 */
export function DisplayPreviewView({ load }: DisplayPreviewViewProps) {
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') return <EmptyState title="No asset or display found" />;
  if (load.status === 'error') return <Alert variant="destructive" title="Error loading display asset" role="alert" />;
  const { tree } = load;
  const scale = Math.min(1, PREVIEW_WIDTH_PX / tree.width);
  return (
    <Card>
      <CardContent>
        <p>What this display shows. Only an administrator can change its layout.</p>
        {tree.placements.length === 0 ? (
          // Its own layout is empty, yet its schedule may play layouts and playlists on it: point there.
          <EmptyState
            size="sm"
            title="No layout of its own"
            description="What this display plays now and next is in its week below."
          />
        ) : (
          <LayoutRenderer tree={tree} scale={scale} aria-label={`Preview of ${tree.name}`} />
        )}
      </CardContent>
    </Card>
  );
}

/** The tree with every media address passed through `toUrl` (the API may live on another host). */
export function withMediaUrls(tree: LayoutTree, toUrl: (path: string) => string): LayoutTree {
  const mapNode = (node: LayoutNode): LayoutNode => ({
    ...node,
    ...(node.media?.status === 'ok' ? { media: { ...node.media, url: toUrl(node.media.url) } } : {}),
    ...(node.children ? { children: node.children.map(mapNode) } : {}),
  });
  return { ...tree, placements: tree.placements.map(mapNode) };
}
