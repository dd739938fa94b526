import { Link } from 'react-router';
import type { Asset } from '../../../contract/assets.ts';
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
  TableCell,
  TableRow,
  TableRowLink,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { ListTable } from '../../features/lists/ListTable.tsx';
import { PageStack } from '../../features/lists/lists.styles.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

export interface AssetsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The GROUP assets only (SPEC §9). */
  assets: Asset[];
  /** "Now" for Last updated (stories freeze it). */
  now?: RelativeTimeValue;
}

/** Only GROUP assets are listed on the asset list (SPEC §9), most recently changed first. */
export function groupAssets(assets: readonly Asset[]): Asset[] {
  return assets.filter((asset) => asset.type === 'GROUP').sort((a, b) => b.updatedUtc.localeCompare(a.updatedUtc));
}

/** SPEC §2.4 /assets: name, type badge, last updated and an open link; No assets found when empty. */
export function AssetsView({ status, assets, now }: AssetsViewProps) {
  const create = (
    <Button as={Link} to="/assets/create">
      Create Asset
    </Button>
  );
  return (
    <PageStack>
      <PageHeader title="Assets" description="Layouts for Generation One screens, made of text, images, videos and other layouts." />
      <Card>
        <CardHeader title="Assets" actions={create} />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={assets.length === 0}
            empty={<EmptyState title="No assets found" description="Create an asset to get started" icon={<Icon name="layers" />} />}
            label="Assets"
            columns={[{ label: 'Name' }, { label: 'Type' }, { label: 'Last updated' }, { label: 'Open' }]}
          >
            {assets.map((asset) => (
              <TableRow key={asset.id}>
                <TableCell label="Name">
                  <TableRowLink href={`/assets/${asset.id}`} renderLink={renderRouterLink}>
                    {asset.name}
                  </TableRowLink>
                </TableCell>
                <TableCell label="Type">
                  <Badge variant="secondary">{asset.type}</Badge>
                </TableCell>
                <TableCell label="Last updated">
                  <RelativeTime value={asset.updatedUtc} {...(now === undefined ? {} : { now })} />
                </TableCell>
                <TableCell>
                  <Button as={Link} to={`/assets/${asset.id}`} variant="outline" size="sm" aria-label={`Open ${asset.name}`}>
                    Open
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}
