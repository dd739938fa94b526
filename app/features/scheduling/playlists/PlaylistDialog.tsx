import styled from 'styled-components';
import { playlistRequestSchema, type Playlist, type PlaylistRequest } from '../../../../contract/schedules.ts';
import { vars } from '../../../../ui-kit/index.ts';
import { FormStack } from '../../../forms/FormStack.ts';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../../forms/FormViewProps.ts';
import { useZodForm } from '../../../forms/useZodForm.ts';
import { categoriesText } from './playlistTexts.ts';
import { MutationDialogView } from '../../../shared/mutations/MutationDialogView.tsx';
import { PlaylistItemsField, type LayoutOption } from './PlaylistItemsField.tsx';

export interface PlaylistDialogProps extends FormViewProps<PlaylistRequest> {
  /** Create a playlist, or edit `playlist` (rename, items, order, durations). */
  mode: 'add' | 'edit';
  playlist?: Playlist | null | undefined;
  layouts: LayoutOption[];
  open: boolean;
  onClose: () => void;
}

const Categories = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

type FormProps = Omit<PlaylistDialogProps, 'open' | 'onClose' | 'mode'> & { formId: string };

function PlaylistForm({ formId, playlist, layouts, fieldErrors, submitting, onSubmit }: FormProps) {
  const form = useZodForm(playlistRequestSchema, {
    defaultValues: {
      name: playlist?.name ?? '',
      items: playlist?.items.map(({ assetId, durationSeconds }) => ({ assetId, durationSeconds })) ?? [],
    },
    serverErrors: fieldErrors,
  });
  const knownNames = new Map(playlist?.items.map((item) => [item.assetId, item.assetName]) ?? []);
  return (
    <FormStack as="form" id={formId} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      {/* What its layouts advertise as saved: the venues' rules decide where it may play (docs/compliance.md#the-model). */}
      {playlist ? <Categories data-playlist-categories>{`Categories: ${categoriesText(playlist.categories)}`}</Categories> : null}
      <PlaylistItemsField form={form} layouts={layouts} knownNames={knownNames} />
    </FormStack>
  );
}

/** docs/scheduling.md#model playlists: the create and edit dialogs (name, layouts with durations, their order). */
export function PlaylistDialog({ mode, open, onClose, submitting, ...formProps }: PlaylistDialogProps) {
  const formId = `playlist-${mode}-form`;
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title={mode === 'add' ? 'New playlist' : 'Edit playlist'}
      description="Layouts play in this order, each for its seconds, then the list starts again."
      formId={formId}
      submitLabel={mode === 'add' ? 'Create' : 'Save'}
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts from the playlist as it is saved. */}
      {open ? <PlaylistForm formId={formId} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
