import { themeRequestSchema, type ThemeRequest } from '../../../contract/themes.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';

export interface ThemeDialogProps extends FormViewProps<ThemeRequest> {
  /** Add a theme, or rename the theme named `name`. */
  mode: 'add' | 'edit';
  name?: string | undefined;
  open: boolean;
  onClose: () => void;
}

type FormProps = Omit<ThemeDialogProps, 'open' | 'onClose' | 'mode'> & { formId: string };

function ThemeForm({ formId, name, fieldErrors, submitting, onSubmit }: FormProps) {
  const form = useZodForm(themeRequestSchema, { defaultValues: { name: name ?? '' }, serverErrors: fieldErrors });
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
    </FormStack>
  );
}

/** docs/product.md#screens /themes: the add and edit dialogs (docs/product.md#validation-messages, Theme: Theme name is required). */
export function ThemeDialog({ mode, open, onClose, submitting, ...formProps }: ThemeDialogProps) {
  const formId = `theme-${mode}-form`;
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title={mode === 'add' ? 'Add theme' : 'Edit theme'}
      description={mode === 'add' ? 'A theme groups assets that belong together.' : 'Rename this theme.'}
      formId={formId}
      submitLabel={mode === 'add' ? 'Create' : 'Save'}
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts from the theme as it is. */}
      {open ? <ThemeForm formId={formId} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
