import styled from 'styled-components';
import type { LayoutTree } from '../../../../contract/layout/tree.ts';
import type { Playlist, PlaylistRequest } from '../../../../contract/schedules.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Icon,
  PageHeader,
  RelativeTime,
  ShowMore,
  TableCell,
  TableRow,
  vars,
  type RelativeTimeValue,
} from '../../../../ui-kit/index.ts';
import { categoriesText } from './playlistTexts.ts';
import type { CreateDialog, RecordDialog } from '../../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../../shared/dialogs/RecordConfirmDialog.tsx';
import { PageStack } from '../../../shared/lists/lists.styles.ts';
import { ListTable } from '../../../shared/lists/ListTable.tsx';
import { RowActionsCell } from '../../../shared/lists/RowActions.tsx';
import { onDemandDialog } from '../../../shared/dialogs/onDemandDialog.tsx';
import type { LayoutOption } from './PlaylistItemsField.tsx';
import { PlaylistPreviewDialog } from './PlaylistPreviewDialog.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const PlaylistDialog = onDemandDialog(() => import('./PlaylistDialog.tsx').then((module) => module.PlaylistDialog), (props) => props.open);

/** The server's 409 (a schedule or takeover uses it), inside the dialog's description. */
const InUse = styled.span`
  color: ${vars.color.destructiveText};
  font-weight: ${vars.fontWeight.medium};
`;

export interface PlaylistsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The playlists shown so far (a page at a time). */
  playlists: Playlist[];
  total: number;
  onShowMore: () => void;
  /** The next page is on its way (Show more shows a spinner). */
  loadingMore?: boolean;
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** The layouts an item may show (GROUP assets). */
  layouts: LayoutOption[];
  treeOf: (assetId: string) => LayoutTree | undefined;
  /** New playlist, Edit and Delete are for those who hold content.edit (docs/permissions.md); others read and preview. */
  canEdit: boolean;
  add: CreateDialog<PlaylistRequest>;
  edit: RecordDialog<Playlist, PlaylistRequest>;
  /** Its view's fieldErrors.playlist is the server's refusal (409: a schedule or takeover uses it). */
  remove: RecordDialog<Playlist>;
  previewing: Playlist | null;
  onPreviewOpen: (playlist: Playlist) => void;
  onPreviewClose: () => void;
}

const totalSeconds = (playlist: Playlist) => playlist.items.reduce((sum, item) => sum + item.durationSeconds, 0);

function formatLoop(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** docs/scheduling.md#model /playlists: playlists with their items and loop time; preview, and create, edit, delete for those who hold content.edit. */
export function PlaylistsView(props: PlaylistsViewProps) {
  const { status, playlists, total, now, layouts, canEdit, add, edit, remove } = props;
  const inUse = remove.view.fieldErrors.playlist;
  return (
    <PageStack>
      <PageHeader title="Playlists" description="Layouts that play in turn, each for its own time. Schedules and takeovers can show a playlist." />
      <Card>
        <CardHeader title="Playlists" actions={canEdit ? <Button onClick={add.open}>New playlist</Button> : undefined} />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={playlists.length === 0}
            empty={
              <EmptyState
                title="No playlists yet"
                description={canEdit ? 'Make one from your layouts: each plays for its seconds, then the next.' : undefined}
                icon={<Icon name="layers" />}
              />
            }
            label="Playlists"
            columns={[{ label: 'Name' }, { label: 'Items' }, { label: 'Categories' }, { label: 'Loop' }, { label: 'Last updated' }, { label: 'Actions', align: 'right' }]}
          >
            {playlists.map((playlist) => (
              <TableRow key={playlist.id} data-playlist-row={playlist.id}>
                <TableCell label="Name">{playlist.name}</TableCell>
                <TableCell muted label="Items">
                  {playlist.items.map((item) => item.assetName).join(', ')}
                </TableCell>
                <TableCell muted label="Categories">
                  {categoriesText(playlist.categories)}
                </TableCell>
                <TableCell muted label="Loop">
                  {formatLoop(totalSeconds(playlist))}
                </TableCell>
                <TableCell muted label="Last updated">
                  <RelativeTime value={playlist.updatedUtc} now={now} />
                </TableCell>
                <RowActionsCell
                  name={playlist.name}
                  actions={[
                    { label: 'Preview', onClick: () => props.onPreviewOpen(playlist) },
                    ...(canEdit ? [{ label: 'Edit', onClick: () => edit.open(playlist) }] : []),
                  ]}
                  onDelete={canEdit ? () => remove.open(playlist) : undefined}
                />
              </TableRow>
            ))}
          </ListTable>
          {status === 'ready' && total > 0 ? <ShowMore shown={playlists.length} total={total} onShowMore={props.onShowMore} loading={props.loadingMore ?? false} /> : null}
        </CardContent>
      </Card>
      <PlaylistDialog
        mode="add"
        layouts={layouts}
        open={add.view.open}
        submitting={add.view.submitting}
        fieldErrors={add.view.fieldErrors}
        onClose={add.close}
        onSubmit={add.submit}
      />
      <PlaylistDialog
        mode="edit"
        playlist={edit.record}
        layouts={layouts}
        open={edit.view.open}
        submitting={edit.view.submitting}
        fieldErrors={edit.view.fieldErrors}
        onClose={edit.close}
        onSubmit={edit.submit}
      />
      <RecordConfirmDialog
        dialog={remove}
        title="Delete playlist?"
        describe={(playlist) =>
          inUse ? (
            <InUse role="alert" data-delete-refused>
              {`${inUse} Remove it from them first, then delete it.`}
            </InUse>
          ) : (
            `“${playlist.name}” will be deleted. Its layouts stay.`
          )
        }
      />
      <PlaylistPreviewDialog playlist={props.previewing} treeOf={props.treeOf} onClose={props.onPreviewClose} />
    </PageStack>
  );
}
