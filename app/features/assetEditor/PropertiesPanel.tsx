import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Category } from '../../../contract/compliance.ts';
import type { Violation } from '../../../contract/complianceRules.ts';
import { normalizeSizeLength, parseConfigSchema, sizeMessages } from '../../../contract/assets.ts';
import { layerName, type CanvasPlacement } from '../../../machines/assetEditor.machine.ts';
import { Button, CssLengthInput, EmptyState, TextField, useEditedText, vars } from '../../../ui-kit/index.ts';
import { TEXT_WIDGET_TYPES, type WidgetType } from '../../../contract/layout/widgets.ts';
import { ConfigField } from './configFields.tsx';
import { TextStyleFields } from './TextStyleFields.tsx';
import type { LibraryAsset, SendEditorEvent } from './editorState.ts';

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  margin-top: ${vars.space[12]};

  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[12]};
`;

const Row = styled.div`
  display: flex;
  gap: ${vars.space[8]};
`;

const Layers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
`;

const Layer = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};

  & > button:first-child {
    flex: 1;
    min-width: 0;
    justify-content: flex-start;
  }
`;

const LayerName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-width: 0;
`;

// Loaded when Properties first opens, not with the editor: the editor's first load has a byte budget.
const CategoryField = lazy(() => import('../../shared/compliance/CategoryField.tsx').then((module) => ({ default: module.CategoryField })));

const SIZE_KEYS = new Set(['width', 'height']);
const PICKED_KINDS = new Set(['image', 'video', 'typeface', 'choice', 'color', 'dataSource', 'dataKey']);

/** A number typed in X or Y is applied on Enter or when the field is left: one undo step per change. */
function PositionField({ label, value, onCommit }: { label: string; value: number; onCommit: (value: number) => void }) {
  const [text, setText] = useEditedText(String(value));
  const commit = () => {
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isFinite(parsed) && parsed !== value) onCommit(parsed);
    else setText(String(value));
  };
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A config value applied when the field is left, so typing is one undo step. */
function CommittedConfigField(props: {
  name: string;
  property: { type: string; required?: boolean | undefined };
  value: string;
  files: readonly AssetFile[];
  config: Readonly<Record<string, string>>;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useEditedText(props.value);
  // Picked values apply at once; typed ones when the field is left.
  const immediate = PICKED_KINDS.has(props.property.type);
  return (
    <ConfigField
      name={props.name}
      property={props.property}
      value={immediate ? props.value : text}
      config={props.config}
      files={props.files}
      onChange={(value) => (immediate ? props.onCommit(value) : setText(value))}
      onBlur={() => {
        if (text !== props.value) props.onCommit(text);
      }}
    />
  );
}

export interface PropertiesPanelProps {
  placements: CanvasPlacement[];
  selected: CanvasPlacement | null;
  library: LibraryAsset[];
  files: readonly AssetFile[];
  width: string;
  height: string;
  /** A display's canvas is the display's own size: shown, not edited. */
  canvasSizeEditable: boolean;
  /** What the layout advertises (docs/compliance.md#the-model), chosen with the canvas. */
  category: Category;
  /** The screens the last save was refused on, listed at the category. */
  violations?: Violation[];
  canDeletePlacement: boolean;
  /** The server's refusals of the last save by field: the canvas width's and height's show at their fields. */
  fieldErrors?: Record<string, string>;
  send: SendEditorEvent;
  onSelect: (selectionId: string) => void;
}

/** docs/product.md#screens, Properties: the selected placement, or the canvas size and the category when none is; then the layers. */
export function PropertiesPanel({
  placements,
  selected,
  library,
  files,
  width,
  height,
  canvasSizeEditable,
  category,
  violations = [],
  canDeletePlacement,
  fieldErrors = {},
  send,
  onSelect,
}: PropertiesPanelProps) {
  return (
    <Stack>
      {selected ? (
        <PlacementProperties
          // Keyed by the placement only: its fields follow applied changes themselves, so a value
          // committed by Tab does not remount the panel and lose the focus Tab just moved.
          key={selected.selectionId}
          placement={selected}
          library={library}
          files={files}
          canDelete={canDeletePlacement}
          send={send}
        />
      ) : (
        <>
          <h3>Canvas</h3>
          {canvasSizeEditable ? (
            <TwoColumns>
              {(['width', 'height'] as const).map((dimension) => (
                <CssLengthInput
                  key={dimension}
                  label={dimension === 'width' ? 'Width' : 'Height'}
                  normalize={normalizeSizeLength}
                  invalidMessage={sizeMessages[dimension]}
                  error={fieldErrors[dimension]}
                  value={dimension === 'width' ? width : height}
                  onValueChange={(value) => send({ type: 'editor.sizeChanged', dimension, value })}
                />
              ))}
            </TwoColumns>
          ) : (
            <p>
              {width} × {height}, the size the display reports.
            </p>
          )}
          <Suspense fallback={null}>
            <CategoryField
              category={category}
              error={fieldErrors['category']}
              violations={violations}
              onCategoryChange={(next) => send({ type: 'editor.categoryChanged', category: next })}
            />
          </Suspense>
        </>
      )}
      <h3 id="layers-heading">Layers</h3>
      {placements.length === 0 ? (
        <EmptyState size="sm" title="No placements yet" />
      ) : (
        <LayerList placements={placements} selectedId={selected?.selectionId ?? null} files={files} send={send} onSelect={onSelect} />
      )}
    </Stack>
  );
}

/**
 * The layers, front-most first, each named by what it shows ('Text: Happy hour').
 * The list's data order is drawing order (last is in front), so the list shows it reversed, and
 * Forward moves a layer towards the front.
 */
function LayerList({
  placements,
  selectedId,
  files,
  send,
  onSelect,
}: {
  placements: CanvasPlacement[];
  selectedId: string | null;
  files: readonly AssetFile[];
  send: SendEditorEvent;
  onSelect: (selectionId: string) => void;
}) {
  const fileName = (fileId: string) => files.find((file) => file.id === fileId)?.name;
  const last = placements.length - 1;
  const frontFirst = placements.map((placement, index) => ({ placement, index })).reverse();
  return (
    <Layers aria-labelledby="layers-heading">
      {frontFirst.map(({ placement, index }) => {
        const name = layerName(placement, fileName);
        return (
          <Layer key={placement.selectionId}>
            <Button
              variant={placement.selectionId === selectedId ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={placement.selectionId === selectedId}
              onClick={() => onSelect(placement.selectionId)}
              title={name}
            >
              <LayerName>{name}</LayerName>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Bring ${name} forward`}
              disabled={index === last}
              onClick={() => send({ type: 'editor.placementMoved', from: index, to: index + 1 })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Send ${name} backward`}
              disabled={index === 0}
              onClick={() => send({ type: 'editor.placementMoved', from: index, to: index - 1 })}
            >
              ↓
            </Button>
          </Layer>
        );
      })}
    </Layers>
  );
}

function PlacementProperties({
  placement,
  library,
  files,
  canDelete,
  send,
}: {
  placement: CanvasPlacement;
  library: LibraryAsset[];
  files: readonly AssetFile[];
  canDelete: boolean;
  send: SendEditorEvent;
}) {
  const { selectionId } = placement;
  const schema = parseConfigSchema(library.find((asset) => asset.id === placement.assetId)?.configSchema);
  const configKeys = Object.keys(schema).filter((key) => !SIZE_KEYS.has(key));
  const change = (key: string, value: string) => send({ type: 'editor.placementConfigChanged', selectionId, key, value });
  return (
    <>
      <h3>{placement.assetName}</h3>
      <TwoColumns>
        <PositionField label="X" value={placement.x} onCommit={(x) => send({ type: 'editor.placementPositioned', selectionId, x, y: placement.y })} />
        <PositionField label="Y" value={placement.y} onCommit={(y) => send({ type: 'editor.placementPositioned', selectionId, x: placement.x, y })} />
        {(['width', 'height'] as const).map((key) => (
          <CssLengthInput
            key={key}
            label={key === 'width' ? 'Width' : 'Height'}
            normalize={normalizeSizeLength}
            invalidMessage={sizeMessages[key]}
            value={placement.config[key] ?? 'auto'}
            onValueChange={(value) => change(key, value)}
          />
        ))}
      </TwoColumns>
      {configKeys.map((key) => (
        <CommittedConfigField
          key={key}
          name={key}
          property={schema[key] ?? { type: 'text' }}
          value={placement.config[key] ?? ''}
          config={placement.config}
          files={files}
          onCommit={(value) => change(key, value)}
        />
      ))}
      {placement.assetType === 'TEXT' || TEXT_WIDGET_TYPES.includes(placement.assetType as WidgetType) ? (
        <TextStyleFields config={placement.config} onChange={change} />
      ) : null}
      <Row>
        <Button variant="outline" onClick={() => send({ type: 'editor.placementDuplicated', selectionId })}>
          Duplicate
        </Button>
        {canDelete ? (
          <Button variant="destructive" onClick={() => send({ type: 'editor.placementDeleted', selectionId })}>
            Delete placement
          </Button>
        ) : null}
      </Row>
    </>
  );
}
