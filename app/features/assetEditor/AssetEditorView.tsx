import { lazy, Suspense, useCallback, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import type { BannedTerm } from '../../../contract/bannedTerms.ts';
import type { Theme } from '../../../contract/themes.ts';
import { Button, CenteredSpinner, Icon, StatusPanel, Tab, TabList, TabPanel, Tabs, vars } from '../../../ui-kit/index.ts';
import { AssetConfigDialog } from './AssetConfigDialog.tsx';
import { AssetLibrary } from './AssetLibrary.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import type { EditorViewState, LibraryAsset, SendEditorEvent } from './editorState.ts';
import { PhonePreview } from './PhonePreview.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { useEditorTree } from './useEditorTree.ts';
import { useLibraryDrag } from './useLibraryDrag.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { visibleCentreIn } from './visibleCentre.ts';

// Opened on demand (a toolbar button or a key), so loaded then, not with the editor (its chunk has a budget).
const FullScreenPreview = lazy(() => import('./FullScreenPreview.tsx').then((module) => ({ default: module.FullScreenPreview })));
const PreviewDialog = lazy(() => import('./PreviewDialog.tsx').then((module) => ({ default: module.PreviewDialog })));
// Only a layout scheduled where terms are banned checks its text (docs/compliance.md#banned-terms).
const BannedTermsWarning = lazy(() => import('../../shared/compliance/BannedTermsWarning.tsx').then((module) => ({ default: module.BannedTermsWarning })));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.tsx').then((module) => ({ default: module.ShortcutsDialog })));

const ARROW_DIRECTIONS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const;

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
  /** docs/product.md#screens: the texts of the not-found and load-error states differ per screen. */
  notFoundText?: StatusText;
  errorText?: StatusText;
  /** docs/product.md#states: the delete button of a selected placement shows only when a permission flag allows it. */
  canDeletePlacement: boolean;
  /** A display's canvas is its reported size: not editable; its Preview warns of what is cut off. */
  displayMode?: boolean;
  /** Draw as on a phone (a read-only preview); by default the window's width decides. */
  narrow?: boolean;
  /** The banned terms where the layout is scheduled (its answer's), checked against its text as it is edited. */
  bannedTerms?: readonly BannedTerm[] | undefined;
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

  &:focus {
    outline: none;
  }
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
 * docs/product.md#screens, Layout editor: a toolbar, the canvas drawn by the one renderer, and a right panel
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
  return <EditorOrPreview {...props} />;
}

/** At phone width the canvas cannot be edited usefully: a read-only preview says so. */
function EditorOrPreview(props: AssetEditorViewProps) {
  const narrowWindow = useNarrowScreen();
  if (props.narrow ?? narrowWindow) return <PhonePreview {...props} />;
  return <Editor {...props} />;
}

/** Where arrow keys nudge the selection: the canvas or the editor itself, not a list, tab or menu. */
function isOnCanvas(target: EventTarget, editor: Element): boolean {
  return target === editor || (target instanceof Element && target.closest('[data-editor-canvas]') !== null);
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
  bannedTerms,
  send,
}: AssetEditorViewProps) {
  const [tab, setTab] = useState('assets');
  const [scale, setScale] = useState(1);
  const [previewing, setPreviewing] = useState<'dialog' | 'fullScreen' | null>(null);
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const saving = state.status === 'saving';
  const { width, height, placements, selected } = state;

  const tree = useEditorTree({ state, files, groups, mediaUrl });

  useLibraryDrag(list, scroller, library, send);

  // A placement newly selected anywhere (placed, clicked, picked in Layers) is shown in Properties:
  // adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const selectedId = selected?.selectionId ?? null;
  const [shownSelection, setShownSelection] = useState(selectedId);
  if (selectedId !== shownSelection) {
    setShownSelection(selectedId);
    if (selectedId !== null) setTab('properties');
  }

  const addToCanvas = useCallback(
    (asset: LibraryAsset) => {
      const centre = visibleCentreIn(scroller, tree);
      send({ type: 'editor.assetDropped', asset, ...(centre ? { centre } : {}) });
    },
    [scroller, tree, send],
  );

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
    } else if (event.key === '?') {
      event.preventDefault();
      setShowingShortcuts(true);
    } else if (event.key in ARROW_DIRECTIONS && selected && !mod && isOnCanvas(event.target, event.currentTarget)) {
      // The canvas has focus (a click on its background) but a placement is selected: move it.
      event.preventDefault();
      send({
        type: 'editor.placementNudged',
        selectionId: selected.selectionId,
        direction: ARROW_DIRECTIONS[event.key as keyof typeof ARROW_DIRECTIONS],
        fine: event.altKey,
        shift: event.shiftKey,
        repeat: event.repeat,
      });
    }
  };

  return (
    <Layout onKeyDown={onKeyDown} data-editor="" tabIndex={-1}>
      <EditorToolbar
        state={state}
        themes={themes}
        scale={scale}
        saveLabel={saveLabel}
        savingLabel={savingLabel}
        onPreview={() => setPreviewing('dialog')}
        onFullScreen={() => setPreviewing('fullScreen')}
        onShortcuts={() => setShowingShortcuts(true)}
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
        {bannedTerms && bannedTerms.length > 0 ? (
          <Suspense fallback={null}>
            <BannedTermsWarning placements={tree.placements} bannedTerms={bannedTerms} />
          </Suspense>
        ) : null}
        <Tabs value={tab} onValueChange={setTab}>
          <TabList fullWidth aria-label="Editor panel">
            <Tab value="assets">Assets</Tab>
            <Tab value="properties">Properties</Tab>
          </TabList>
          <TabPanel value="assets">
            <AssetLibrary assets={library} disabled={saving} onAdd={addToCanvas} listRef={setList} />
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
              category={state.category}
              violations={state.violations}
              canDeletePlacement={canDeletePlacement}
              fieldErrors={state.fieldErrors}
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
      <Suspense fallback={null}>
        {previewing === 'dialog' ? (
          <PreviewDialog open tree={tree} onClose={() => setPreviewing(null)} onFullScreen={() => setPreviewing('fullScreen')} warnOutside={displayMode} />
        ) : null}
        {previewing === 'fullScreen' ? <FullScreenPreview tree={tree} onClose={() => setPreviewing(null)} /> : null}
        {showingShortcuts ? <ShortcutsDialog open onClose={() => setShowingShortcuts(false)} /> : null}
      </Suspense>
    </Layout>
  );
}
