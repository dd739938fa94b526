import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, ConfirmDialog, Spinner, vars } from '../../../ui-kit/index.ts';
import { FormFileField } from '../../forms/FormFileField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import { CardMessage, LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { logoFormSchema } from './logoForm.ts';

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

export interface LogoDialogState {
  open: boolean;
  submitting: boolean;
  fieldErrors: Record<string, string>;
}

export interface LogoCardProps {
  /** Whose logo: "Client" or "Venue", for the texts. */
  ownerLabel: 'Client' | 'Venue';
  /** The client's or venue's name, the logo's alternative text. */
  name: string;
  status: 'loading' | 'error' | 'ready';
  /** Public address of the logo; null when there is none. */
  logoUrl: string | null;
  uploadDialog: LogoDialogState & { progress: number | null };
  onUploadOpen: () => void;
  onUploadClose: () => void;
  onUploadSubmit: (file: File) => void;
  deleteDialog: LogoDialogState;
  onDeleteOpen: () => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
}

const FORM_ID = 'logo-upload-form';

function LogoUploadForm({ dialog, onSubmit }: { dialog: LogoCardProps['uploadDialog']; onSubmit: (file: File) => void }) {
  const form = useZodForm(logoFormSchema, { defaultValues: { logo: null }, serverErrors: dialog.fieldErrors });
  return (
    <FormStack
      as="form"
      id={FORM_ID}
      noValidate
      aria-busy={dialog.submitting}
      onSubmit={form.handleSubmit(({ logo }) => {
        if (logo) onSubmit(logo);
      })}
    >
      <FormFileField
        form={form}
        name="logo"
        label="Logo"
        accept="image/*"
        acceptDescription="PNG, JPG, GIF, WebP or SVG"
        progress={dialog.progress}
        disabled={dialog.submitting}
      />
    </FormStack>
  );
}

/** docs/product.md#screens: the Logo card of the client and venue pages (upload, replace, delete). */
export function LogoCard({
  ownerLabel,
  name,
  status,
  logoUrl,
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
          </>
        ) : null}
      </CardContent>
      <MutationDialogView
        open={uploadDialog.open}
        submitting={uploadDialog.submitting}
        title={logoUrl ? 'Replace logo' : 'Upload logo'}
        description={`An image for ${name}.`}
        formId={FORM_ID}
        submitLabel="Upload"
        onClose={onUploadClose}
      >
        {uploadDialog.open ? <LogoUploadForm dialog={uploadDialog} onSubmit={onUploadSubmit} /> : null}
      </MutationDialogView>
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
