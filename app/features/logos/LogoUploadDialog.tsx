import { FormFileField } from '../../forms/FormFileField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import { logoFormSchema, type LogoUploadState } from './logoForm.ts';

const FORM_ID = 'logo-upload-form';

function LogoUploadForm({ dialog, onSubmit }: { dialog: LogoUploadState; onSubmit: (file: File) => void }) {
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

export interface LogoUploadDialogProps {
  dialog: LogoUploadState;
  /** "Upload logo", or "Replace logo" when there is one. */
  title: string;
  /** The client's or venue's name. */
  name: string;
  onClose: () => void;
  onSubmit: (file: File) => void;
}

/** The Logo card's upload dialog (LogoCard.tsx): one image file, with the upload's progress. */
export function LogoUploadDialog({ dialog, title, name, onClose, onSubmit }: LogoUploadDialogProps) {
  return (
    <MutationDialogView
      open={dialog.open}
      submitting={dialog.submitting}
      title={title}
      description={`An image for ${name}.`}
      formId={FORM_ID}
      submitLabel="Upload"
      onClose={onClose}
    >
      {dialog.open ? <LogoUploadForm dialog={dialog} onSubmit={onSubmit} /> : null}
    </MutationDialogView>
  );
}
