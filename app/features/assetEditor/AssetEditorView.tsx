import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import type { Theme } from '../../../contract/themes.ts';
import { Button, CenteredSpinner, Icon, StatusPanel, Tab, TabList, TabPanel, Tabs, vars } from '../../../ui-kit/index.ts';
import { buildLayoutTree } from '../../../contract/layout/buildLayoutTree.ts';
import { AssetConfigDialog } from './AssetConfigDialog.tsx';
import { AssetLibrary } from './AssetLibrary.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import type { EditorViewState, LibraryAsset, SendEditorEvent } from './editorState.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { useLibraryDrag } from './useLibraryDrag.ts';

export interface StatusText {
  title: string;
  description?: string;
}

export interface AssetEditorViewProps {
  state: EditorViewState;
  /** What can be placed: the base assets and the GROUP assets (not the one edited). */
  library: LibraryAsset[];
  /** GET /api/assetfile: what image and video placements draw. */
  files: readonly AssetFile[];
  /** GET /api/asset: the GROUP assets placements draw with their own placements. */
  groups: readonly Asset[];
  themes: readonly Theme[];
  /** The public address of a media path (the API base joined to it). */
  mediaUrl?: (path: string) => string;
  /** 'Save' (assets) or 'Update Asset' (a display); while saving 'Saving...' or 'Updating...'. */
  saveLabel?: string;
  savingLabel?: string;
  /** SPEC §2.4: the texts of the not-found and load-error states differ per screen. */
  notFoundText?: StatusText;
  errorText?: StatusText;
  /** SPEC §4: the delete button of a selected placement shows only when a permission flag allows it. */
  canDeletePlacement: boolean;
  /** A display's canvas is its reported size: not editable, and a Preview is offered. */
  displayMode?: boolean;
  send: SendEditorEvent;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 24rem;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: max(560px, calc(100dvh - 10rem));
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.bg};
`;

const Panel = styled.aside`
  grid-row: 2 / 4;
  grid-column: 2;
  min-height: 0;
  border-left: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  padding: ${vars.space[12]};
  overflow: auto;
`;

const StatusLine = styled.p`
  grid-column: 1;
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[16]};
  min-height: 2.25rem;
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const NOT_FOUND: StatusText = { title: 'Asset not found', description: 'This asset could not be found' };
const LOAD_ERROR: StatusText = { title: 'Error loading asset', description: 'Unable to load this asset' };

/** Keyboard shortcuts are the canvas's, not the text fields'. */
function isTyping(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * SPEC §2.4 Layout editor: a toolbar, the canvas drawn by the one renderer, and a right panel
 * (about 24rem) with the Assets and Properties tabs. Props in, events out (one send).
 */
export function AssetEditorView(props: AssetEditorViewProps) {
  const { state, send, notFoundText = NOT_FOUND, errorText = LOAD_ERROR } = props;
  if (state.status === 'loading') return <CenteredSpinner />;
  if (state.status === 'notFound') {
    return <StatusPanel icon={<Icon name="file" size="xl" />} title={notFoundText.title} description={notFoundText.description} />;
  }
  if (state.status === 'error') {
    return (
      <StatusPanel
        icon={<Icon name="alert-triangle" size="xl" />}
        tone="destructive"
        title={errorText.title}
        description={errorText.description}
        actions={
          <Button variant="outline" onClick={() => send({ type: 'editor.retry' })}>
            Try again
          </Button>
        }
      />
    );
  }
  return <Editor {...props} />;
}

function Editor({
  state,
  library,
  files,
  groups,
  themes,
  mediaUrl,
  saveLabel = 'Save',
  savingLabel = 'Saving...',
  canDeletePlacement,
  displayMode = false,
  send,
}: AssetEditorViewProps) {
  const [tab, setTab] = useState('assets');
  const [scale, setScale] = useState(1);
  const [previewing, setPreviewing] = useState(false);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const saving = state.status === 'saving';
  const { name, width, height, placements, selected } = state;

  const tree = useMemo(
    () =>
      buildLayoutTree({
        assetId: null,
        name,
        width,
        height,
        updatedUtc: '',
        placements,
        files,
        assets: groups,
        ...(mediaUrl ? { mediaUrl } : {}),
      }),
    [name, width, height, placements, files, groups, mediaUrl],
  );

  useLibraryDrag(list, scroller, library, send);

  const onPlacementClick = useCallback(
    (selectionId: string) => {
      // A placement picked on the canvas is edited in Properties.
      setTab('properties');
      send({ type: 'editor.select', selectionId });
    },
    [send],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 'z') {
      event.preventDefault();
      send({ type: event.shiftKey ? 'editor.redo' : 'editor.undo' });
    } else if (mod && key === 'y') {
      event.preventDefault();
      send({ type: 'editor.redo' });
    } else if (mod && key === 'd' && selected) {
      event.preventDefault();
      send({ type: 'editor.placementDuplicated', selectionId: selected.selectionId });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected && canDeletePlacement) {
      event.preventDefault();
      send({ type: 'editor.placementDeleted', selectionId: selected.selectionId });
    } else if (event.key === 'Escape') {
      send({ type: 'editor.deselect' });
    }
  };

  return (
    <Layout onKeyDown={onKeyDown} data-editor="">
      <EditorToolbar
        state={state}
        themes={themes}
        scale={scale}
        saveLabel={saveLabel}
        savingLabel={savingLabel}
        onPreview={displayMode ? () => setPreviewing(true) : undefined}
        send={send}
      />
      <EditorCanvas
        tree={tree}
        selectedId={selected?.selectionId ?? null}
        zoom={state.zoom}
        onScale={setScale}
        onPlacementClick={onPlacementClick}
        send={send}
        onScrollerChange={setScroller}
      />
      <StatusLine role="status" aria-live="polite" data-testid="editor-live-region">
        {state.announcement}
      </StatusLine>
      <Panel aria-label="Editor panel">
        <Tabs value={tab} onValueChange={setTab}>
          <TabList fullWidth aria-label="Editor panel">
            <Tab value="assets">Assets</Tab>
            <Tab value="properties">Properties</Tab>
          </TabList>
          <TabPanel value="assets">
            <AssetLibrary assets={library} disabled={saving} send={send} listRef={setList} />
          </TabPanel>
          <TabPanel value="properties">
            <PropertiesPanel
              placements={placements}
              selected={selected}
              library={library}
              files={files}
              width={width}
              height={height}
              canvasSizeEditable={!displayMode}
              canDeletePlacement={canDeletePlacement}
              send={send}
              onSelect={(selectionId) => send({ type: 'editor.select', selectionId })}
            />
          </TabPanel>
        </Tabs>
      </Panel>
      <AssetConfigDialog
        dialog={state.configDialog}
        files={files}
        onSave={(config) => send({ type: 'editor.configSaved', config })}
        onCancel={() => send({ type: 'editor.configCancelled' })}
      />
      {displayMode ? <PreviewDialog open={previewing} tree={tree} onClose={() => setPreviewing(false)} /> : null}
    </Layout>
  );
}
