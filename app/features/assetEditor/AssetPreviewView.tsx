import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { Button, CenteredSpinner, Icon, StatusPanel, vars } from '../../../ui-kit/index.ts';
import { FittedLayout } from './FittedLayout.tsx';

// Opened on demand, as in the editor: loaded then, not with the page.
const FullScreenPreview = lazy(() => import('./FullScreenPreview.tsx').then((module) => ({ default: module.FullScreenPreview })));

const Stack = styled.section`
  display: grid;
  gap: ${vars.space[12]};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]} ${vars.space[16]};
  align-items: center;
  justify-content: space-between;

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

/**
 * The editor's words for these states (AssetEditorView), written here again rather than shared: a
 * module the editor imported for them would cost its budgeted chunk bytes (docs/decisions.md#browser-side).
 */
const NOT_FOUND = { title: 'Asset not found', description: 'This asset could not be found' };
const LOAD_ERROR = { title: 'Error loading asset', description: 'Unable to load this asset' };

export type AssetPreviewLoad = { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; tree: LayoutTree };

export interface AssetPreviewViewProps {
  load: AssetPreviewLoad;
  /** After a load error: ask the server again. */
  onRetry: () => void;
}

/**
 * A layout for those who may read it but not change it (an approver, docs/permissions.md#in-the-browser):
 * drawn by the one renderer at its own proportions, with its size and Full screen. No toolbar,
 * library, properties or Save: the server refuses each change with 403. The loading, not-found and
 * error states are the editor's.
 */
export function AssetPreviewView({ load, onRetry }: AssetPreviewViewProps) {
  const [fullScreen, setFullScreen] = useState(false);
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') {
    return <StatusPanel icon={<Icon name="file" size="xl" />} title={NOT_FOUND.title} description={NOT_FOUND.description} />;
  }
  if (load.status === 'error') {
    return (
      <StatusPanel
        icon={<Icon name="alert-triangle" size="xl" />}
        tone="destructive"
        title={LOAD_ERROR.title}
        description={LOAD_ERROR.description}
        actions={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  const { tree } = load;
  return (
    <Stack aria-label="Layout" data-asset-preview="">
      <Bar>
        <p>{`${tree.width} × ${tree.height}, drawn as the display will show it. Only those who edit layouts can change it.`}</p>
        <Button variant="outline" onClick={() => setFullScreen(true)}>
          Full screen
        </Button>
      </Bar>
      <FittedLayout tree={tree} label={`Preview of ${tree.name}`} />
      {fullScreen ? (
        <Suspense fallback={null}>
          <FullScreenPreview tree={tree} onClose={() => setFullScreen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
