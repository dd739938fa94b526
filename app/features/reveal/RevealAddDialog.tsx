import type { RevealFileType, RevealMediaKind } from '../../../contract/reveal.ts';
import { revealVideoTypes } from '../../../contract/reveal.ts';
import type { SelectOption } from '../../../ui-kit/index.ts';
import { FormFileField } from '../../forms/FormFileField.tsx';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { RevealLevel } from '../../api/reveal.ts';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import {
  GLOBAL_REGION,
  revealAccept,
  revealBackgroundFormSchema,
  revealFileFormSchema,
  revealFileTypeLabels,
  revealPosterFormSchema,
  revealVideoFormSchema,
  type RevealAddValues,
} from './revealForms.ts';
import { revealKindTexts } from './revealTexts.ts';

export interface RevealAddDialogProps extends FormViewProps<RevealAddValues> {
  kind: RevealMediaKind;
  level: RevealLevel;
  open: boolean;
  onClose: () => void;
  /** Upload progress 0–100 while the file is sent, else null. */
  progress: number | null;
  /** Video region choices (without Global, which is added here). */
  regionOptions?: SelectOption[];
  /** File type choices of this level (docs/product.md#entities: no JackpotInfo or VenueLicence at client level). */
  fileTypes?: readonly RevealFileType[];
}

type FormProps = Omit<RevealAddDialogProps, 'open' | 'onClose' | 'kind' | 'level'> & { formId: string };

function VideoForm({ formId, fieldErrors, submitting, onSubmit, progress, regionOptions = [] }: FormProps) {
  const form = useZodForm(revealVideoFormSchema, {
    defaultValues: { name: '', regionId: GLOBAL_REGION, videoType: '', revealVideo: null },
    serverErrors: fieldErrors,
  });
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'video', ...values }))}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      <FormSelectField form={form} name="regionId" label="Region" options={[{ value: GLOBAL_REGION, label: 'Global' }, ...regionOptions]} />
      <FormSelectField
        form={form}
        name="videoType"
        label="Video type"
        placeholder="Choose a video type"
        options={revealVideoTypes.map((type) => ({ value: type, label: type }))}
      />
      <FormFileField form={form} name="revealVideo" label="Video" accept={revealAccept.video} progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function FileForm({ formId, fieldErrors, submitting, onSubmit, progress, fileTypes = [] }: FormProps) {
  const form = useZodForm(revealFileFormSchema(fileTypes), {
    defaultValues: { fileType: '', revealFile: null },
    serverErrors: fieldErrors,
  });
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'file', ...values }))}>
      <FormSelectField
        form={form}
        name="fileType"
        label="File type"
        placeholder="Choose a file type"
        options={fileTypes.map((type) => ({ value: type, label: revealFileTypeLabels[type] }))}
      />
      <FormFileField form={form} name="revealFile" label="File" accept={revealAccept.file} progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function PosterForm({ formId, fieldErrors, submitting, onSubmit, progress }: FormProps) {
  const form = useZodForm(revealPosterFormSchema, { defaultValues: { posterName: '', revealPoster: null }, serverErrors: fieldErrors });
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'poster', ...values }))}>
      <FormTextField form={form} name="posterName" label="Name" autoComplete="off" />
      <FormFileField form={form} name="revealPoster" label="Poster" accept={revealAccept.poster} progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function BackgroundForm({ formId, fieldErrors, submitting, onSubmit, progress }: FormProps) {
  const form = useZodForm(revealBackgroundFormSchema, {
    defaultValues: { backgroundName: '', revealBackground: null },
    serverErrors: fieldErrors,
  });
  return (
    <FormStack
      as="form"
      id={formId}
      noValidate
      aria-busy={submitting}
      onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'background', ...values }))}
    >
      <FormTextField form={form} name="backgroundName" label="Name" autoComplete="off" />
      <FormFileField
        form={form}
        name="revealBackground"
        label="Background"
        accept={revealAccept.background}
        progress={progress}
        disabled={submitting}
      />
    </FormStack>
  );
}

const forms = { video: VideoForm, file: FileForm, poster: PosterForm, background: BackgroundForm };

/** docs/product.md#screens, Reveal: the add dialog of one media card, with upload progress in the file picker. */
export function RevealAddDialog({ kind, level, open, onClose, submitting, ...formProps }: RevealAddDialogProps) {
  const formId = `reveal-${level}-${kind}-form`;
  const Form = forms[kind];
  const { singular } = revealKindTexts[kind];
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title={`Add reveal ${singular}`}
      description={level === 'client' ? `Every venue of this client shows it.` : `Only this venue shows it.`}
      formId={formId}
      submitLabel="Upload"
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <Form formId={formId} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
