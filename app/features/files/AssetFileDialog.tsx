import styled from 'styled-components';
import type { AssetFileType } from '../../../contract/assetFiles.ts';
import { Badge, vars } from '../../../ui-kit/index.ts';
import { FormFileField } from '../../forms/FormFileField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import {
  addAssetFileFormSchema,
  ASSET_FILE_ACCEPT,
  editAssetFileFormSchema,
  fileTypeOf,
  suggestedName,
  type AssetFileFormValues,
} from './assetFileForm.ts';

const TypeLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The file an edit dialog changes. */
export interface EditedAssetFile {
  name: string;
  fileType: AssetFileType;
  originalFileName: string;
}

export interface AssetFileDialogProps extends FormViewProps<AssetFileFormValues> {
  /** Add a new file, or edit `file` (a new name, and optionally a replacement). */
  mode: 'add' | 'edit';
  file?: EditedAssetFile | null;
  open: boolean;
  onClose: () => void;
  /** Upload progress 0–100 while the file is sent, else null. */
  progress: number | null;
}

type FormProps = Omit<AssetFileDialogProps, 'open' | 'onClose'> & { formId: string };

function AssetFileForm({ mode, file, formId, fieldErrors, submitting, onSubmit, progress }: FormProps) {
  const editing = mode === 'edit' && file ? file : null;
  const form = useZodForm(editing ? editAssetFileFormSchema : addAssetFileFormSchema, {
    defaultValues: { name: editing?.name ?? '', fileType: editing?.fileType ?? 'Image', file: null },
    serverErrors: fieldErrors,
  });
  const fileType = form.watch('fileType');

  // docs/product.md#states, Asset file type: the chosen file decides; otherwise Image on add, unchanged on edit.
  const onFileChange = (chosen: File | null) => {
    form.setValue('fileType', fileTypeOf(chosen, editing?.fileType ?? 'Image'));
    if (!editing && chosen && form.getValues('name').trim() === '') {
      form.setValue('name', suggestedName(chosen), { shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormFileField
        form={form}
        name="file"
        label={editing ? 'Replacement file (optional)' : 'File'}
        accept={ASSET_FILE_ACCEPT}
        acceptDescription="An image or a video"
        hint={editing ? `Leave empty to keep ${editing.originalFileName}.` : undefined}
        progress={progress}
        disabled={submitting}
        onValueChange={onFileChange}
      />
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      <TypeLine>
        File type <Badge variant={fileType === 'Video' ? 'secondary' : 'default'}>{fileType}</Badge>
      </TypeLine>
    </FormStack>
  );
}

/** docs/product.md#screens /files: the add-file and edit-file dialogs, with upload progress in the file picker. */
export function AssetFileDialog({ open, onClose, submitting, mode, file, ...formProps }: AssetFileDialogProps) {
  const formId = `asset-file-${mode}-form`;
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title={mode === 'add' ? 'Add file' : 'Edit file'}
      description={mode === 'add' ? 'Upload an image or a video to use in assets.' : 'Rename the file, or replace it with another.'}
      formId={formId}
      submitLabel={mode === 'add' ? 'Upload' : 'Save'}
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts from the file as it is. */}
      {open ? <AssetFileForm formId={formId} mode={mode} file={file ?? null} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
