import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { PlaylistRequest } from '../../../../contract/schedules.ts';
import { Button, EmptyState, Select, TextField, VisuallyHidden, vars } from '../../../../ui-kit/index.ts';
import { errorOf } from '../../../forms/boundField.ts';
import { FieldListFieldset, FieldListLegend, FieldListRows } from '../../../forms/fieldList.styles.ts';
import { moveAnnouncement, reorderTarget } from './reorder.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr 7rem auto;
  align-items: start;
  gap: ${vars.space[8]};
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    border-color: ${vars.color.accent};
  }
  @media (max-width: 520px) {
    grid-template-columns: auto 1fr;
  }
`;

/** The drag handle: also the keyboard's grip (Alt+Arrow moves the item). */
const Handle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  font-weight: ${vars.fontWeight.semibold};
  cursor: grab;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const ItemName = styled.span`
  align-self: center;
  overflow-wrap: anywhere;
  font-weight: ${vars.fontWeight.medium};
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  @media (max-width: 520px) {
    grid-column: 1 / -1;
  }
`;

const AddRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${vars.space[8]};
`;

const FieldError = styled.p`
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.sm};
`;

/** A layout a playlist may hold (a GROUP asset). */
export interface LayoutOption {
  id: string;
  name: string;
}

/** Every new item starts with this many seconds. */
export const DEFAULT_ITEM_SECONDS = 10;

export interface PlaylistItemsFieldProps {
  form: UseFormReturn<PlaylistRequest>;
  layouts: LayoutOption[];
  /** Names of layouts the list no longer offers (a saved playlist's items), by id. */
  knownNames: ReadonlyMap<string, string>;
}

/**
 * The playlist's items: each layout with its duration, in playing order. Reordered by dragging
 * the handle, by its Move up / Move down buttons, or with Alt+ArrowUp/ArrowDown (Alt+Home/End) on
 * the handle; focus follows the moved item and a live region says where it went.
 */
export function PlaylistItemsField({ form, layouts, knownNames }: PlaylistItemsFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'items' });
  const [toAdd, setToAdd] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const nameOf = (assetId: string) => layouts.find((layout) => layout.id === assetId)?.name ?? knownNames.get(assetId) ?? 'Unknown layout';

  const moveTo = (from: number, to: number) => {
    const field = fields[from];
    if (!field || to < 0 || to >= fields.length || to === from) return;
    move(from, to);
    setAnnouncement(moveAnnouncement(nameOf(field.assetId), to, fields.length));
    // The same item keeps focus in its new place, so the next key press moves it again.
    requestAnimationFrame(() => handles.current.get(field.id)?.focus());
  };

  const onHandleKeyDown = (event: KeyboardEvent, index: number) => {
    const target = reorderTarget(event.key, event.altKey, index, fields.length);
    if (target === null) return;
    event.preventDefault();
    moveTo(index, target);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null) moveTo(dragFrom, index);
    setDragFrom(null);
    setDropAt(null);
  };

  // With items in the list, react-hook-form keeps the list's own error under `root`.
  const itemsError = errorOf(form, 'items') ?? form.formState.errors.items?.root?.message;
  return (
    <FieldListFieldset>
      <FieldListLegend>Items, in playing order</FieldListLegend>
      {fields.length === 0 ? (
        <EmptyState size="sm" title="No items yet" description="Add a layout below." />
      ) : (
        <FieldListRows aria-label="Playlist items">
          {fields.map((field, index) => {
            const name = nameOf(field.assetId);
            return (
              <Row
                key={field.id}
                data-playlist-item={index}
                data-dragging={dragFrom === index}
                data-drop-target={dropAt === index && dragFrom !== index}
                onDragOver={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  setDropAt(index);
                }}
                onDrop={(event) => onDrop(event, index)}
              >
                <Handle
                  type="button"
                  draggable
                  ref={(element) => {
                    if (element) handles.current.set(field.id, element);
                    else handles.current.delete(field.id);
                  }}
                  aria-label={`Reorder ${name}, position ${index + 1} of ${fields.length}`}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  title="Drag, or Alt+Arrow keys, to reorder"
                  onKeyDown={(event) => onHandleKeyDown(event, index)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragFrom(index);
                  }}
                  onDragEnd={() => {
                    setDragFrom(null);
                    setDropAt(null);
                  }}
                >
                  {index + 1}
                </Handle>
                <ItemName>{name}</ItemName>
                <TextField
                  label="Seconds"
                  inputMode="numeric"
                  autoComplete="off"
                  error={errorOf(form, `items.${index}.durationSeconds`) ?? errorOf(form, `items.${index}.assetId`)}
                  {...form.register(`items.${index}.durationSeconds`, { valueAsNumber: true })}
                />
                <Actions>
                  <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => moveTo(index, index - 1)} aria-label={`Move ${name} up`}>
                    Up
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === fields.length - 1}
                    onClick={() => moveTo(index, index + 1)}
                    aria-label={`Move ${name} down`}
                  >
                    Down
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </Actions>
              </Row>
            );
          })}
        </FieldListRows>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {itemsError ? <FieldError role="alert">{itemsError}</FieldError> : null}
      <AddRow>
        <Select
          label="Layout to add"
          placeholder={layouts.length === 0 ? 'No layouts yet: make one under Assets' : 'Choose a layout'}
          options={layouts.map((layout) => ({ value: layout.id, label: layout.name }))}
          value={toAdd}
          onValueChange={setToAdd}
          disabled={layouts.length === 0}
        />
        <Button
          type="button"
          variant="outline"
          disabled={toAdd === null}
          onClick={() => {
            if (toAdd === null) return;
            append({ assetId: toAdd, durationSeconds: DEFAULT_ITEM_SECONDS });
            setAnnouncement(`${nameOf(toAdd)} added at position ${fields.length + 1}`);
            setToAdd(null);
          }}
        >
          Add item
        </Button>
      </AddRow>
    </FieldListFieldset>
  );
}
