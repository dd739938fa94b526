import { Link } from 'react-router';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import { categories, type Category } from '../../../contract/compliance.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Icon,
  PageHeader,
  RelativeTime,
  Select,
  TableCell,
  TableRow,
  TableRowLink,
  vars,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { categoryLabels } from '../../shared/compliance/complianceTexts.ts';
import type { RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { approvalBadge } from '../../shared/compliance/approvalTexts.ts';
import { RowActionsCell } from '../../shared/lists/RowActions.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { AssetThumbnail } from './AssetThumbnail.tsx';
import { DeleteAssetDialog, type AssetDeleteRefusal } from './DeleteAssetDialog.tsx';

const Filters = styled.div`
  max-width: 20rem;
  margin-bottom: ${vars.space[16]};
`;

const ANY = 'any';
const categoryFilterOptions = [{ value: ANY, label: 'Any' }, ...categories.map((value) => ({ value, label: categoryLabels[value] }))];

const NameWithThumbnail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[12]};
  min-width: 0;
`;

export interface AssetsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The GROUP assets only (docs/product.md#constants), every category: thumbnails draw the layouts placed in them. */
  assets: Asset[];
  /** The category filter (docs/compliance.md#the-model), kept in the address as `?category=`; undefined: any. */
  category?: Category | undefined;
  onCategoryChange?: (category: Category | undefined) => void;
  /** GET /api/assetfile: what the thumbnails' images and videos show. */
  files?: readonly AssetFile[];
  /** The public address of a media path (the API base joined to it). */
  mediaUrl?: ((path: string) => string) | undefined;
  /** "Now" for Last updated (stories freeze it). */
  now?: RelativeTimeValue;
  /** Create Asset, Duplicate and Delete are for those who hold content.edit (docs/permissions.md); others read the list and Open a layout. */
  canEdit: boolean;
  /** The asset being duplicated (its button is busy meanwhile), else null. */
  duplicatingId: string | null;
  onDuplicate: (asset: Asset) => void;
  /** refusal: the server's 409 (where the asset is used), else null. */
  remove: RecordDialog<Asset> & { refusal: AssetDeleteRefusal | null };
}

/** Only GROUP assets are listed on the asset list (docs/product.md#constants), most recently changed first. */
export function groupAssets(assets: readonly Asset[]): Asset[] {
  return assets.filter((asset) => asset.type === 'GROUP').sort((a, b) => b.updatedUtc.localeCompare(a.updatedUtc));
}

/**
 * docs/product.md#screens /assets: name, type badge, last updated and an open link; No assets found when empty.
 * Each asset's thumbnail drawn by the renderer, Duplicate, and Delete with a confirmation
 * that says where the asset is used when the server refuses.
 */
export function AssetsView(props: AssetsViewProps) {
  const { status, assets, category, files = [], mediaUrl, now, canEdit, duplicatingId, remove } = props;
  const shown = category === undefined ? assets : assets.filter((asset) => asset.category === category);
  const create = canEdit ? (
    <Button as={Link} to="/assets/create">
      Create Asset
    </Button>
  ) : undefined;
  return (
    <PageStack>
      <PageHeader title="Assets" description="Layouts for Generation One screens, made of text, images, videos and other layouts." />
      <Card>
        <CardHeader title="Assets" actions={create} />
        <CardContent>
          {props.onCategoryChange ? (
            <Filters role="group" aria-label="Filters">
              <Select
                label="Category"
                options={categoryFilterOptions}
                value={category ?? ANY}
                onValueChange={(value) => props.onCategoryChange?.(value === ANY ? undefined : (value as Category))}
              />
            </Filters>
          ) : null}
          <ListTable
            status={status}
            isEmpty={shown.length === 0}
            empty={
              <EmptyState
                title="No assets found"
                description={
                  category !== undefined ? `No layout is in the category ${categoryLabels[category]}` : canEdit ? 'Create an asset to get started' : undefined
                }
                icon={<Icon name="layers" />}
              />
            }
            label="Assets"
            columns={[{ label: 'Name' }, { label: 'Type' }, { label: 'Category' }, { label: 'Last updated' }, { label: 'Actions', align: 'right' }]}
          >
            {shown.map((asset) => (
              <TableRow key={asset.id} data-asset-row={asset.id}>
                <TableCell label="Name">
                  <NameWithThumbnail>
                    <AssetThumbnail asset={asset} files={files} groups={assets} mediaUrl={mediaUrl} />
                    <TableRowLink href={`/assets/${asset.id}`} renderLink={renderRouterLink}>
                      {asset.name}
                    </TableRowLink>
                  </NameWithThumbnail>
                </TableCell>
                <TableCell label="Type">
                  <Badge variant="secondary">{asset.type}</Badge>
                </TableCell>
                <TableCell label="Category">
                  {categoryLabels[asset.category]}
                  {asset.approval?.required ? (
                    <>
                      {' '}
                      <Badge variant={approvalBadge(asset.approval).variant} data-approval-state={asset.approval.state}>
                        {approvalBadge(asset.approval).label}
                      </Badge>
                    </>
                  ) : null}
                </TableCell>
                <TableCell label="Last updated">
                  <RelativeTime value={asset.updatedUtc} {...(now === undefined ? {} : { now })} />
                </TableCell>
                <RowActionsCell
                  name={asset.name}
                  actions={
                    canEdit
                      ? [
                          {
                            label: 'Duplicate',
                            onClick: () => props.onDuplicate(asset),
                            loading: duplicatingId === asset.id,
                            disabled: duplicatingId !== null && duplicatingId !== asset.id,
                          },
                        ]
                      : []
                  }
                  onDelete={canEdit ? () => remove.open(asset) : undefined}
                >
                  <Button as={Link} to={`/assets/${asset.id}`} variant="outline" size="sm" aria-label={`Open ${asset.name}`}>
                    Open
                  </Button>
                </RowActionsCell>
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
      <DeleteAssetDialog
        open={remove.view.open}
        submitting={remove.view.submitting}
        assetName={remove.record?.name ?? null}
        refusal={remove.refusal}
        onClose={remove.close}
        onConfirm={() => remove.submit()}
      />
    </PageStack>
  );
}
