import styled from 'styled-components';
import type { Theme } from '../../../contract/themes.ts';
import { Button, Select, TextField, Tooltip, vars } from '../../../ui-kit/index.ts';
import type { EditorViewState, SendEditorEvent } from './editorState.ts';
import { NO_THEME } from './CreateAssetDialog.tsx';
import { steppedZoom } from './zoom.ts';

const Bar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[12]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

const Field = styled.div`
  width: min(100%, 260px);
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

const ZoomText = styled.output`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-size: ${vars.fontSize.sm};
`;

const Spacer = styled.div`
  flex: 1;
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

const shortcut = /Mac|iPhone|iPad/.test(typeof navigator === 'undefined' ? '' : navigator.platform) ? '⌘' : 'Ctrl+';

/** Name, theme, undo and redo, zoom, and Save (its tooltip lists what is missing, SPEC §4). */
export function EditorToolbar({ state, themes, scale, saveLabel, savingLabel, onPreview, onFullScreen, onShortcuts, send }: EditorToolbarProps) {
  const saving = state.status === 'saving';
  const saveButton = (
    <Button variant="primary" onClick={() => send({ type: 'editor.save' })} disabled={!state.canSave || saving}>
      {saving ? savingLabel : saveLabel}
    </Button>
  );
  return (
    <Bar role="toolbar" aria-label="Editor">
      <Field>
        <TextField label="Name" value={state.name} onChange={(event) => send({ type: 'editor.nameChanged', name: event.target.value })} disabled={saving} />
      </Field>
      <Field>
        <Select
          label="Theme"
          options={[{ value: NO_THEME, label: 'No theme' }, ...themes.map((theme) => ({ value: theme.id, label: theme.name }))]}
          value={state.themeId ?? NO_THEME}
          onValueChange={(value) => send({ type: 'editor.themeChanged', themeId: value === NO_THEME ? null : value })}
          disabled={saving}
        />
      </Field>
      <Group>
        <Button variant="outline" size="sm" disabled={!state.canUndo} onClick={() => send({ type: 'editor.undo' })} title={`Undo (${shortcut}Z)`}>
          Undo
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!state.canRedo}
          onClick={() => send({ type: 'editor.redo' })}
          title={`Redo (${shortcut}Shift+Z)`}
        >
          Redo
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
        <Button variant="ghost" size="sm" onClick={onShortcuts} title="Keyboard shortcuts (?)">
          Shortcuts
        </Button>
      ) : null}
      {onPreview ? (
        <Button variant="outline" onClick={onPreview}>
          Preview
        </Button>
      ) : null}
      {onFullScreen ? (
        <Button variant="outline" onClick={onFullScreen}>
          Full screen
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
