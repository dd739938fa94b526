import styled from 'styled-components';
import type { AssetType } from '../../../contract/assets.ts';
import { Button, EmptyState, Icon, vars, type IconName } from '../../../ui-kit/index.ts';
import type { LibraryAsset } from './editorState.ts';

export const TYPE_ICONS: Record<AssetType, IconName> = {
  GROUP: 'layers',
  TEXT: 'type',
  IMAGE: 'image',
  VIDEO: 'video',
  DISPLAY: 'monitor',
  CLOCK: 'clock',
  COUNTDOWN: 'clock',
  TICKER: 'type',
  QRCODE: 'qr-code',
  PANEL: 'square',
  DATAVALUE: 'info',
  DATALIST: 'menu',
};

const List = styled.ul`
  list-style: none;
  margin: ${vars.space[12]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[8]};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Handle = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  flex: 1;
  min-width: 0;
  cursor: grab;
  touch-action: none;
  user-select: none;
`;

const Secondary = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

export interface AssetLibraryProps {
  assets: LibraryAsset[];
  disabled: boolean;
  /** Add to canvas: the editor places it centred in view and selects it. */
  onAdd: (asset: LibraryAsset) => void;
  /** The list element, for dragging from it. */
  listRef: (element: HTMLElement | null) => void;
}

/**
 * The Assets tab (docs/product.md#screens): each asset with an icon by type, its name, type and theme. Drag one
 * onto the canvas, or use its Add to canvas button (WCAG 2.2 2.5.7: dragging is never the only way).
 */
export function AssetLibrary({ assets, disabled, onAdd, listRef }: AssetLibraryProps) {
  if (assets.length === 0) return <EmptyState size="sm" title="No assets available" />;
  return (
    <List aria-label="Assets" ref={listRef}>
      {assets.map((asset) => (
        <Item key={asset.id} data-library-asset="" data-asset-id={asset.id} data-asset-name={asset.name}>
          <Handle data-drag-handle="" title={`Drag ${asset.name} onto the canvas`}>
            <Icon name={TYPE_ICONS[asset.type]} />
            <span>
              {asset.name}
              <Secondary>
                {asset.type} · {asset.themeName ?? 'No theme'}
              </Secondary>
            </span>
          </Handle>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            aria-label={`Add to canvas: ${asset.name}`}
            onClick={() => onAdd(asset)}
          >
            Add to canvas
          </Button>
        </Item>
      ))}
    </List>
  );
}
