import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { normalizeCssLength, type AssetListItem, type AssetType } from '../../../contract/assets.ts';
import type { CanvasPlacement, Direction } from '../../../machines/assetEditor.machine.ts';
import type { AssetEditorStatus, ConfigDialogView } from '../../../machines/assetEditor.selectors.ts';
import {
  Button,
  CenteredSpinner,
  EmptyState,
  Icon,
  StatusPanel,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Tooltip,
  vars,
  type IconName,
} from '../../../ui-kit/index.ts';
import { AssetConfigDialog } from './AssetConfigDialog.tsx';

export interface AssetEditorViewProps {
  /** selectAssetEditorStatus. */
  status: AssetEditorStatus;
  name: string;
  placements: CanvasPlacement[];
  /** selectSelectedPlacement. */
  selected: CanvasPlacement | null;
  /** What can be dropped onto the canvas. */
  assets: AssetListItem[];
  /** selectMissingForSave: the Save button's tooltip. */
  missingForSave: string[];
  /** selectCanSave. */
  canSave: boolean;
  /** selectConfigDialog. */
  configDialog: ConfigDialogView;
  /** SPEC §4: the delete button of a selected placement shows only when a permission flag allows it. */
  canDeletePlacement: boolean;
  onRetry: () => void;
  onNameChange: (name: string) => void;
  onCanvasMeasured: (width: number, height: number) => void;
  onSelect: (selectionId: string) => void;
  onDeselect: () => void;
  /** An asset picked from the list; until drag and drop lands it goes to the default drop point. */
  onAddAsset: (asset: AssetListItem) => void;
  onConfigSave: (config: Record<string, string>) => void;
  onConfigCancel: () => void;
  onNudge: (selectionId: string, direction: Direction) => void;
  onPlacementConfigChange: (selectionId: string, key: string, value: string) => void;
  onDeletePlacement: (selectionId: string) => void;
  onSave: () => void;
}

const TYPE_ICONS: Record<AssetType, IconName> = {
  GROUP: 'layers',
  TEXT: 'file',
  IMAGE: 'palette',
  VIDEO: 'monitor',
  DISPLAY: 'monitor',
};

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 24rem;
  grid-template-rows: auto minmax(0, 1fr);
  height: 100vh;
  background: ${vars.color.bg};
`;

const Toolbar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[12]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  & > :first-child {
    width: min(100%, 320px);
  }
`;

const Canvas = styled.div`
  position: relative;
  margin: ${vars.space[16]};
  overflow: hidden;
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
`;

const CanvasEmpty = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  text-align: center;
  gap: ${vars.space[4]};
  color: ${vars.color.textMuted};
  pointer-events: none;

  & strong {
    color: ${vars.color.text};
    font-size: ${vars.fontSize.lg};
  }
`;

const PlacementBox = styled.button`
  position: absolute;
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  min-width: 160px;
  min-height: 72px;
  padding: ${vars.space[8]} ${vars.space[12]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: left;
  cursor: grab;
  box-shadow: ${vars.shadow.sm};

  /* SPEC §4: the selected placement has a red outline. */
  &[aria-pressed='true'] {
    outline: 2px solid ${vars.color.destructive};
    outline-offset: 2px;
  }
`;

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-left: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  padding: ${vars.space[12]};
  gap: ${vars.space[12]};
  overflow: auto;
`;

const AssetList = styled.ul`
  list-style: none;
  margin: ${vars.space[12]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[8]};
`;

const AssetItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  width: 100%;
  padding: ${vars.space[8]} ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: grab;

  &:hover {
    background: ${vars.color.surfaceHover};
  }
`;

const Secondary = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

const Properties = styled.div`
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

const MissingList = styled.ul`
  margin: 0;
  padding-left: 1rem;
`;

/**
 * SPEC §2.4 / §4 Asset editor: a toolbar with the name and Save, the canvas with its placements, and
 * a right panel (about 24rem) with the Assets and Properties tabs. Props in, events out.
 */
export function AssetEditorView(props: AssetEditorViewProps) {
  const { status, onRetry } = props;
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'notFound') {
    return <StatusPanel icon="file" title="Asset not found" description="This asset could not be found." />;
  }
  if (status === 'error') {
    return (
      <StatusPanel
        icon="alert-triangle"
        tone="destructive"
        title="Error loading asset"
        description="Unable to load this asset."
        actions={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return <Editor {...props} />;
}

function Editor({
  status,
  name,
  placements,
  selected,
  assets,
  missingForSave,
  canSave,
  configDialog,
  canDeletePlacement,
  onNameChange,
  onCanvasMeasured,
  onSelect,
  onDeselect,
  onAddAsset,
  onConfigSave,
  onConfigCancel,
  onNudge,
  onPlacementConfigChange,
  onDeletePlacement,
  onSave,
}: AssetEditorViewProps) {
  const saving = status === 'saving';
  const [tab, setTab] = useState('assets');
  const canvasRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.selectionId ?? null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) onCanvasMeasured(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [onCanvasMeasured]);

  const onCanvasClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onDeselect();
  };
  const onPlacementKey = (placement: CanvasPlacement, event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      onNudge(placement.selectionId, direction);
    } else if (event.key === 'Escape') {
      onDeselect();
    }
  };

  const saveButton = (
    <Button variant="primary" onClick={onSave} disabled={!canSave && !saving} loading={saving}>
      Save
    </Button>
  );

  return (
    <Layout>
      <Toolbar>
        <TextField label="Name" value={name} onChange={(event) => onNameChange(event.target.value)} disabled={saving} />
        {missingForSave.length > 0 ? (
          <Tooltip
            content={
              <MissingList>
                {missingForSave.map((message) => (
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
      </Toolbar>
      <Canvas ref={canvasRef} role="region" aria-label="Canvas" onClick={onCanvasClick}>
        {placements.length === 0 ? (
          <CanvasEmpty>
            <strong>Canvas Area</strong>
            <span>Drag assets here to place them</span>
          </CanvasEmpty>
        ) : null}
        {placements.map((placement) => (
          <PlacementBox
            key={placement.selectionId}
            type="button"
            aria-pressed={placement.selectionId === selectedId}
            style={{
              left: placement.x,
              top: placement.y,
              width: cssSize(placement.config.width),
              height: cssSize(placement.config.height),
            }}
            onClick={() => {
              // A placement picked on the canvas is edited in Properties.
              setTab('properties');
              onSelect(placement.selectionId);
            }}
            onKeyDown={(event) => onPlacementKey(placement, event)}
          >
            <Icon name={TYPE_ICONS[placement.assetType]} size="sm" />
            <span>
              {placement.assetName}
              <Secondary>{placement.assetType}</Secondary>
            </span>
          </PlacementBox>
        ))}
      </Canvas>
      <Panel aria-label="Editor panel">
        <Tabs value={tab} onValueChange={setTab}>
          <TabList fullWidth aria-label="Editor panel">
            <Tab value="assets">Assets</Tab>
            <Tab value="properties">Properties</Tab>
          </TabList>
          <TabPanel value="assets">
            {assets.length === 0 ? (
              <EmptyState size="sm" title="No assets available" />
            ) : (
              <AssetList aria-label="Assets">
                {assets.map((asset) => (
                  <li key={asset.id}>
                    <AssetItem type="button" onClick={() => onAddAsset(asset)} disabled={saving}>
                      <Icon name={TYPE_ICONS[asset.type]} />
                      <span>
                        {asset.name}
                        <Secondary>{asset.type}</Secondary>
                      </span>
                    </AssetItem>
                  </li>
                ))}
              </AssetList>
            )}
          </TabPanel>
          <TabPanel value="properties">
            {selected ? (
              <PlacementProperties
                key={selected.selectionId}
                placement={selected}
                canDelete={canDeletePlacement}
                onConfigChange={(key, value) => onPlacementConfigChange(selected.selectionId, key, value)}
                onDelete={() => onDeletePlacement(selected.selectionId)}
              />
            ) : (
              <EmptyState
                size="sm"
                title="No placement selected"
                description="Click a placement on the canvas to edit it."
              />
            )}
          </TabPanel>
        </Tabs>
      </Panel>
      <AssetConfigDialog dialog={configDialog} onSave={onConfigSave} onCancel={onConfigCancel} />
    </Layout>
  );
}

/** 'auto' lets the box size itself; anything else is the normalised CSS length. */
function cssSize(value: string | undefined): string | undefined {
  return value && value !== 'auto' ? value : undefined;
}

interface PlacementPropertiesProps {
  placement: CanvasPlacement;
  canDelete: boolean;
  onConfigChange: (key: string, value: string) => void;
  onDelete: () => void;
}

/** Position, and width/height as CSS lengths: an invalid one is marked and not applied (SPEC §5). */
function PlacementProperties({ placement, canDelete, onConfigChange, onDelete }: PlacementPropertiesProps) {
  const [sizes, setSizes] = useState({
    width: placement.config.width ?? 'auto',
    height: placement.config.height ?? 'auto',
  });
  const change = (key: 'width' | 'height', value: string) => {
    setSizes((current) => ({ ...current, [key]: value }));
    if (normalizeCssLength(value) !== null) onConfigChange(key, value);
  };
  return (
    <Properties>
      <h3>{placement.assetName}</h3>
      <TwoColumns>
        <TextField label="X" value={String(placement.x)} readOnly />
        <TextField label="Y" value={String(placement.y)} readOnly />
        {(['width', 'height'] as const).map((key) => (
          <TextField
            key={key}
            label={key === 'width' ? 'Width' : 'Height'}
            value={sizes[key]}
            aria-invalid={normalizeCssLength(sizes[key]) === null || undefined}
            onChange={(event) => change(key, event.target.value)}
          />
        ))}
      </TwoColumns>
      {canDelete ? (
        <Button variant="destructive" onClick={onDelete}>
          Delete placement
        </Button>
      ) : null}
    </Properties>
  );
}
