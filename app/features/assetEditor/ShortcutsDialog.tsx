import styled from 'styled-components';
import { Button, Dialog, vars } from '../../../ui-kit/index.ts';
import { KEYBOARD_DRAG_STEP_PX, SHIFT_STEP_PX } from '../../../machines/assetEditor.machine.ts';
import { MOD } from './modifierKey.ts';

/** What the editor's keys do (AssetEditorView's key handling and the canvas's frames). */
export const EDITOR_SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: `${MOD}+Z`, does: 'Undo' },
  { keys: `${MOD}+Shift+Z or ${MOD}+Y`, does: 'Redo' },
  { keys: 'Arrow keys', does: `Move the selected item ${KEYBOARD_DRAG_STEP_PX} px` },
  { keys: 'Shift+arrow keys', does: `Move the selected item ${SHIFT_STEP_PX} px` },
  { keys: 'Alt+arrow keys', does: 'Move the selected item 1 px (and drag without snapping)' },
  { keys: `${MOD}+D`, does: 'Duplicate the selected item' },
  { keys: 'Delete or Backspace', does: 'Delete the selected item' },
  { keys: 'Escape', does: 'Deselect' },
  { keys: 'Tab, then Enter or Space', does: 'Go to an item on the canvas and select it' },
  { keys: '?', does: 'Show these shortcuts' },
];

const Table = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[8]} ${vars.space[16]};
  margin: 0;

  & dt {
    font-family: ${vars.font.mono};
    font-size: ${vars.fontSize.sm};
  }

  & dd {
    margin: 0;
  }
`;

/** The editor's keyboard shortcuts, from the toolbar's Shortcuts button or the ? key. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Keyboard shortcuts"
      description="They work wherever focus is in the editor, except while typing in a field."
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Table>
        {EDITOR_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} style={{ display: 'contents' }}>
            <dt>{shortcut.keys}</dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </Table>
    </Dialog>
  );
}
