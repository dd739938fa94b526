import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../../contract/themes.ts';
import { Button, Dialog, Select, TextField, vars } from '../../../ui-kit/index.ts';

const Fields = styled.form`
  display: grid;
  gap: ${vars.space[16]};
`;

/** The theme select's value for no theme (docs/product.md#validation-messages: the theme is optional in the create dialog). */
export const NO_THEME = 'none';

export interface CreateAssetDialogProps {
  open: boolean;
  name: string;
  themeId: string | null;
  themes: readonly Theme[];
  onNameChange: (name: string) => void;
  onThemeChange: (themeId: string | null) => void;
  onContinue: () => void;
  /** Cancel, Escape, the close button or a click outside: the asset is not created (the route goes back to /assets). */
  onCancel: () => void;
}

const FORM_ID = 'create-asset';

/**
 * docs/product.md#screens: the create-asset dialog of /assets/create: a new asset is named first, and Continue
 * waits for a name. Cancel, Escape, the close button or a click outside give up
 * creating it.
 */
export function CreateAssetDialog({ open, name, themeId, themes, onNameChange, onThemeChange, onContinue, onCancel }: CreateAssetDialogProps) {
  const named = name.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (named) onContinue();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      // A name half typed is not thrown away by a stray click beside the dialog; Escape and Cancel still back out.
      closeOnOutsidePress={false}
      title="Create asset"
      description="Name your asset, then place assets on its canvas."
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" disabled={!named}>
            Continue
          </Button>
        </>
      }
    >
      <Fields id={FORM_ID} noValidate onSubmit={submit}>
        <TextField label="Asset name" value={name} onChange={(event) => onNameChange(event.target.value)} autoFocus />
        <Select
          label="Theme"
          hint="Optional"
          options={[{ value: NO_THEME, label: 'No theme' }, ...themes.map((theme) => ({ value: theme.id, label: theme.name }))]}
          value={themeId ?? NO_THEME}
          onValueChange={(value) => onThemeChange(value === NO_THEME ? null : value)}
        />
      </Fields>
    </Dialog>
  );
}
