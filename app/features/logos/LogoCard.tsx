import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, ConfirmDialog, Spinner, vars } from '../../../ui-kit/index.ts';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import { CardMessage, LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import type { LogoDialogState, LogoUploadState } from './logoForm.ts';

const LogoFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 160px;
  padding: ${vars.space[12]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  /* Fills the frame either way, so a small logo is not lost in it. */
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[8]};
  margin-top: ${vars.space[16]};
`;

export interface LogoCardProps {
  /** Whose logo: "Client" or "Venue", for the texts. */
  ownerLabel: 'Client' | 'Venue';
  /** The client's or venue's name, the logo's alternative text. */
  name: string;
  status: 'loading' | 'error' | 'ready';
  /** Public address of the logo; null when there is none. */
  logoUrl: string | null;
  /** Upload, Replace and Delete are for those who may change the owner (docs/permissions.md); others only see the logo. */
  canEdit: boolean;
  uploadDialog: LogoUploadState;
  onUploadOpen: () => void;
  onUploadClose: () => void;
  onUploadSubmit: (file: File) => void;
  deleteDialog: LogoDialogState;
  onDeleteOpen: () => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
}

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const LogoUploadDialog = onDemandDialog(() => import('./LogoUploadDialog.tsx').then((module) => module.LogoUploadDialog), (props) => props.dialog.open);

/** docs/product.md#screens: the Logo card of the client and venue pages (upload, replace, delete). */
export function LogoCard({
  ownerLabel,
  name,
  status,
  logoUrl,
  canEdit,
  uploadDialog,
  onUploadOpen,
  onUploadClose,
  onUploadSubmit,
  deleteDialog,
  onDeleteOpen,
  onDeleteClose,
  onDeleteConfirm,
}: LogoCardProps) {
  const owner = ownerLabel.toLowerCase();
  return (
    <Card data-logo-card>
      <CardHeader title="Logo" description={`The ${owner}'s logo.`} />
      <CardContent>
        {status === 'loading' ? (
          <LoadingRow>
            <Spinner label="Loading logo" />
          </LoadingRow>
        ) : null}
        {status === 'error' ? <CardMessage>Error</CardMessage> : null}
        {status === 'ready' ? (
          <>
            <LogoFrame data-has-logo={logoUrl ? true : undefined}>
              {logoUrl ? <img src={logoUrl} alt={`Logo of ${name}`} /> : <CardMessage>No logo uploaded</CardMessage>}
            </LogoFrame>
            {canEdit ? (
              <Actions>
                <Button size="sm" variant="outline" onClick={onUploadOpen}>
                  {logoUrl ? 'Replace logo' : 'Upload logo'}
                </Button>
                {logoUrl ? (
                  <Button size="sm" variant="ghost" onClick={onDeleteOpen}>
                    Delete logo
                  </Button>
                ) : null}
              </Actions>
            ) : null}
          </>
        ) : null}
      </CardContent>
      <LogoUploadDialog
        dialog={uploadDialog}
        title={logoUrl ? 'Replace logo' : 'Upload logo'}
        name={name}
        onClose={onUploadClose}
        onSubmit={onUploadSubmit}
      />
      <ConfirmDialog
        open={deleteDialog.open}
        onOpenChange={(open) => (open || deleteDialog.submitting ? undefined : onDeleteClose())}
        title="Delete logo?"
        description={`The logo of ${name} will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        variant="destructive"
        loading={deleteDialog.submitting}
        onConfirm={onDeleteConfirm}
      />
    </Card>
  );
}
