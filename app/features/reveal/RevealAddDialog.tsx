import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RevealFileType, RevealMediaKind } from '../../../contract/reveal.ts';
import { revealVideoTypes } from '../../../contract/reveal.ts';
import { FileInput, Select, TextField, type SelectOption } from '../../../ui-kit/index.ts';
import type { RevealLevel } from '../../api/reveal.ts';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../mutations/MutationDialogView.tsx';
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
  /** File type choices of this level (SPEC §3: no JackpotInfo or VenueLicence at client level). */
  fileTypes?: readonly RevealFileType[];
}

interface FileFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  kind: RevealMediaKind;
  label: string;
  progress: number | null;
  disabled: boolean;
}

function RevealFileField<Values extends FieldValues>({ control, name, kind, label, progress, disabled }: FileFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          label={label}
          name={field.name}
          accept={revealAccept[kind]}
          value={(field.value as File | null) ?? null}
          onValueChange={field.onChange}
          progress={progress}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type FormProps = Omit<RevealAddDialogProps, 'open' | 'onClose' | 'kind' | 'level'> & { formId: string };

function VideoForm({ formId, fieldErrors, submitting, onSubmit, progress, regionOptions = [] }: FormProps) {
  const form = useZodForm(revealVideoFormSchema, {
    defaultValues: { name: '', regionId: GLOBAL_REGION, videoType: '', revealVideo: null },
    serverErrors: fieldErrors,
  });
  const { errors } = form.formState;
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'video', ...values }))}>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <Controller
        control={form.control}
        name="regionId"
        render={({ field }) => (
          <Select
            label="Region"
            name={field.name}
            options={[{ value: GLOBAL_REGION, label: 'Global' }, ...regionOptions]}
            value={field.value}
            onValueChange={field.onChange}
            error={errors.regionId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="videoType"
        render={({ field }) => (
          <Select
            label="Video type"
            name={field.name}
            placeholder="Choose a video type"
            options={revealVideoTypes.map((type) => ({ value: type, label: type }))}
            value={field.value === '' ? null : field.value}
            onValueChange={field.onChange}
            error={errors.videoType?.message}
          />
        )}
      />
      <RevealFileField control={form.control} name="revealVideo" kind="video" label="Video" progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function FileForm({ formId, fieldErrors, submitting, onSubmit, progress, fileTypes = [] }: FormProps) {
  const form = useZodForm(revealFileFormSchema(fileTypes), {
    defaultValues: { fileType: '', revealFile: null },
    serverErrors: fieldErrors,
  });
  const { errors } = form.formState;
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'file', ...values }))}>
      <Controller
        control={form.control}
        name="fileType"
        render={({ field }) => (
          <Select
            label="File type"
            name={field.name}
            placeholder="Choose a file type"
            options={fileTypes.map((type) => ({ value: type, label: revealFileTypeLabels[type] }))}
            value={field.value === '' ? null : field.value}
            onValueChange={field.onChange}
            error={errors.fileType?.message}
          />
        )}
      />
      <RevealFileField control={form.control} name="revealFile" kind="file" label="File" progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function PosterForm({ formId, fieldErrors, submitting, onSubmit, progress }: FormProps) {
  const form = useZodForm(revealPosterFormSchema, { defaultValues: { posterName: '', revealPoster: null }, serverErrors: fieldErrors });
  const { errors } = form.formState;
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'poster', ...values }))}>
      <TextField label="Name" autoComplete="off" error={errors.posterName?.message} {...form.register('posterName')} />
      <RevealFileField control={form.control} name="revealPoster" kind="poster" label="Poster" progress={progress} disabled={submitting} />
    </FormStack>
  );
}

function BackgroundForm({ formId, fieldErrors, submitting, onSubmit, progress }: FormProps) {
  const form = useZodForm(revealBackgroundFormSchema, {
    defaultValues: { backgroundName: '', revealBackground: null },
    serverErrors: fieldErrors,
  });
  const { errors } = form.formState;
  return (
    <FormStack
      as="form"
      id={formId}
      noValidate
      aria-busy={submitting}
      onSubmit={form.handleSubmit((values) => onSubmit({ kind: 'background', ...values }))}
    >
      <TextField label="Name" autoComplete="off" error={errors.backgroundName?.message} {...form.register('backgroundName')} />
      <RevealFileField
        control={form.control}
        name="revealBackground"
        kind="background"
        label="Background"
        progress={progress}
        disabled={submitting}
      />
    </FormStack>
  );
}

const forms = { video: VideoForm, file: FileForm, poster: PosterForm, background: BackgroundForm };

/** SPEC §2.4 Reveal: the add dialog of one media card, with upload progress in the file picker. */
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
