import styled from 'styled-components';
import type { Theme } from '../../../contract/themes.ts';
import { Button, Select, TextField, Tooltip, vars } from '../../../ui-kit/index.ts';
import type { EditorViewState, SendEditorEvent } from './editorState.ts';
import { NO_THEME } from './CreateAssetDialog.tsx';
import { MOD } from './modifierKey.ts';
import { FullScreenIcon, RedoIcon, UndoIcon } from './toolbarIcons.tsx';
import { steppedZoom } from './zoom.ts';

/*
 * One row at 1280 px with the portal's navigation beside it (about 940 px for the bar): the fields
 * start at 8rem and grow into what is left, undo, redo, shortcuts and full screen are icon buttons
 * (named, with their keys in a tooltip), the others small, the gaps tight. Below
 * that width (a tablet) the row wraps; a phone gets the read-only preview instead (PhonePreview).
 */
const Bar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

/* Both start at 8rem (what decides the wrap) and grow into the room left over. */
const NameField = styled.div`
  flex: 1 1 8rem;
  max-width: 260px;
`;

const ThemeField = styled.div`
  flex: 1 1 8rem;
  max-width: 11rem;
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

const ZoomText = styled.output`
  min-width: 3rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-size: ${vars.fontSize.sm};
`;

/** Pushes the actions to the end of the row; it takes no room of its own. */
const Spacer = styled.div`
  flex: 1 0 0;
`;

const MissingList = styled.ul`
  margin: 0;
  padding-left: 1rem;
`;

export interface EditorToolbarProps {
  state: EditorViewState;
  themes: readonly Theme[];
  /** The scale the canvas shows now. */
  scale: number;
  saveLabel: string;
  savingLabel: string;
  /** The Preview dialog, the full-screen preview and the list of shortcuts. */
  onPreview?: (() => void) | undefined;
  onFullScreen?: (() => void) | undefined;
  onShortcuts?: (() => void) | undefined;
  send: SendEditorEvent;
}

/** Name, theme, undo and redo, zoom, and Save (its tooltip lists what is missing, docs/product.md#states). */
export function EditorToolbar({ state, themes, scale, saveLabel, savingLabel, onPreview, onFullScreen, onShortcuts, send }: EditorToolbarProps) {
  const saving = state.status === 'saving';
  const saveButton = (
    <Button variant="primary" onClick={() => send({ type: 'editor.save' })} disabled={!state.canSave || saving}>
      {saving ? savingLabel : saveLabel}
    </Button>
  );
  return (
    <Bar role="toolbar" aria-label="Editor">
      <NameField>
        <TextField
          label="Name"
          value={state.name}
          onChange={(event) => send({ type: 'editor.nameChanged', name: event.target.value })}
          disabled={saving}
          error={state.fieldErrors.name}
        />
      </NameField>
      <ThemeField>
        <Select
          label="Theme"
          options={[{ value: NO_THEME, label: 'No theme' }, ...themes.map((theme) => ({ value: theme.id, label: theme.name }))]}
          value={state.themeId ?? NO_THEME}
          onValueChange={(value) => send({ type: 'editor.themeChanged', themeId: value === NO_THEME ? null : value })}
          disabled={saving}
        />
      </ThemeField>
      <Group>
        <Button
          variant="outline"
          size="icon"
          disabled={!state.canUndo}
          onClick={() => send({ type: 'editor.undo' })}
          aria-label="Undo"
          title={`Undo (${MOD}+Z)`}
        >
          <UndoIcon />
        </Button>
        <Button
          variant="outline"
          size="icon"
          disabled={!state.canRedo}
          onClick={() => send({ type: 'editor.redo' })}
          aria-label="Redo"
          title={`Redo (${MOD}+Shift+Z)`}
        >
          <RedoIcon />
        </Button>
      </Group>
      <Group role="group" aria-label="Zoom">
        <Button variant="ghost" size="sm" aria-label="Zoom out" onClick={() => send({ type: 'editor.zoomChanged', zoom: steppedZoom(scale, 'out') })}>
          −
        </Button>
        <ZoomText aria-live="off" aria-label="Zoom level">
          {Math.round(scale * 100)}%
        </ZoomText>
        <Button variant="ghost" size="sm" aria-label="Zoom in" onClick={() => send({ type: 'editor.zoomChanged', zoom: steppedZoom(scale, 'in') })}>
          +
        </Button>
        <Button variant={state.zoom === 'fit' ? 'secondary' : 'ghost'} size="sm" aria-pressed={state.zoom === 'fit'} onClick={() => send({ type: 'editor.zoomChanged', zoom: 'fit' })}>
          Fit
        </Button>
        <Button variant={state.zoom === 1 ? 'secondary' : 'ghost'} size="sm" aria-pressed={state.zoom === 1} onClick={() => send({ type: 'editor.zoomChanged', zoom: 1 })}>
          100%
        </Button>
      </Group>
      <Spacer />
      {onShortcuts ? (
        <Button variant="ghost" size="icon" onClick={onShortcuts} aria-label="Shortcuts" title="Keyboard shortcuts (?)">
          ?
        </Button>
      ) : null}
      {onPreview ? (
        <Button variant="outline" size="sm" onClick={onPreview}>
          Preview
        </Button>
      ) : null}
      {onFullScreen ? (
        <Button variant="outline" size="icon" onClick={onFullScreen} aria-label="Full screen" title="Full screen">
          <FullScreenIcon />
        </Button>
      ) : null}
      {state.missingForSave.length > 0 ? (
        <Tooltip
          content={
            <MissingList>
              {state.missingForSave.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </MissingList>
          }
        >
          {/* A disabled button gets no hover or focus, so the tooltip hangs on a wrapper. */}
          <span tabIndex={0} data-testid="save-wrapper">
            {saveButton}
          </span>
        </Tooltip>
      ) : (
        saveButton
      )}
    </Bar>
  );
}
