import type { ReactNode } from 'react';
import type { UpdateVenueRequest, Venue } from '../../../contract/venues.ts';
import { Button, CenteredSpinner, ConfirmDialog, NotFound, PageHeader, type SelectOption } from '../../../ui-kit/index.ts';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import { SectionGrid } from '../../shared/lists/SectionHeading.tsx';
import { OpenHoursCard, type OpenHoursCardProps } from './OpenHoursCard.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import { VenueSettingsCard } from './VenueSettingsCard.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const VenueEditDialog = onDemandDialog(() => import('./VenueEditDialog.tsx').then((module) => module.VenueEditDialog), (props) => props.open);

export type VenueLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; venue: Venue };

/** A dialog around one mutation, as selectMutationDialog gives it. */
export interface DialogState {
  open: boolean;
  submitting: boolean;
  fieldErrors: Record<string, string>;
}

export interface VenueViewProps {
  load: VenueLoad;
  /** Admins see Delete venue (docs/product.md#screens, #roles). */
  canDelete: boolean;
  /** Those who may change the venue's details see Edit on them (docs/permissions.md, venues.edit). */
  canEdit: boolean;
  regionOptions: SelectOption[];
  openHours: OpenHoursCardProps;
  editDialog: DialogState;
  onEditOpen: () => void;
  onEditClose: () => void;
  onEditSubmit: (values: UpdateVenueRequest) => void;
  deleteDialog: DialogState;
  onDeleteOpen: () => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
  /** The open-hours editor dialog (its own machine; stories leave it out). */
  openHoursEditor?: ReactNode;
  logoSection: ReactNode;
  revealSection: ReactNode;
  generationOneSection: ReactNode;
  /** The Schedule card; stories leave it out. */
  scheduleSection?: ReactNode;
  /** Its last changes (docs/decisions.md#audit-records); stories leave it out. */
  historySection?: ReactNode;
  /** Admins: "Start takeover" reaching this venue (docs/scheduling.md#model); stories leave it out. */
  takeoverAction?: ReactNode;
}

/** docs/product.md#screens /clients/{clientId}/{venueId}: 'name (gmv)', Settings, Logo, Open hours, Reveal, Generation One. */
export function VenueView({
  load,
  canDelete,
  canEdit,
  regionOptions,
  openHours,
  editDialog,
  onEditOpen,
  onEditClose,
  onEditSubmit,
  deleteDialog,
  onDeleteOpen,
  onDeleteClose,
  onDeleteConfirm,
  openHoursEditor,
  logoSection,
  revealSection,
  generationOneSection,
  scheduleSection,
  historySection,
  takeoverAction,
}: VenueViewProps) {
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') return <NotFound renderLink={renderRouterLink} />;
  if (load.status === 'error') return <ListError>Error</ListError>;
  const { venue } = load;
  return (
    <PageStack>
      <PageHeader
        title={`${venue.name} (${venue.gmv})`}
        description={venue.clientName}
        actions={
          takeoverAction || canDelete ? (
            <>
              {takeoverAction}
              {canDelete ? (
                <Button variant="destructive" onClick={onDeleteOpen}>
                  Delete venue
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <SectionGrid>
        <VenueSettingsCard venue={venue} onEdit={canEdit ? onEditOpen : undefined} />
        {logoSection}
        <OpenHoursCard {...openHours} />
      </SectionGrid>
      {revealSection}
      {generationOneSection}
      {scheduleSection}
      {historySection}
      {editDialog.open ? (
        <VenueEditDialog
          open
          onClose={onEditClose}
          venue={venue}
          regionOptions={regionOptions}
          submitting={editDialog.submitting}
          fieldErrors={editDialog.fieldErrors}
          onSubmit={onEditSubmit}
        />
      ) : null}
      <ConfirmDialog
        open={deleteDialog.open}
        onOpenChange={(next) => (next ? onDeleteOpen() : onDeleteClose())}
        title="Delete venue?"
        description={`${venue.name} (${venue.gmv}) and everything that belongs to it will be deleted. This cannot be undone.`}
        confirmLabel="Delete venue"
        variant="destructive"
        loading={deleteDialog.submitting}
        onConfirm={onDeleteConfirm}
      />
      {openHoursEditor}
    </PageStack>
  );
}
