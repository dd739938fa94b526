import { useState, type FormEvent } from 'react';
import { parseConfigSchema } from '../../../contract/assets.ts';
import type { ConfigDialogView } from '../../../machines/assetEditor.selectors.ts';
import styled from 'styled-components';
import { Button, Dialog, TextField, vars } from '../../../ui-kit/index.ts';

const Fields = styled.form`
  display: grid;
  gap: ${vars.space[16]};
`;

export interface AssetConfigDialogProps {
  /** selectConfigDialog. */
  dialog: ConfigDialogView;
  onSave: (config: Record<string, string>) => void;
  onCancel: () => void;
}

const FORM_ID = 'asset-config';

/** 'file_id' reads as 'File id'. */
function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** SPEC §4/§5: the dropped asset's config; each required property must be filled before Save. */
export function AssetConfigDialog({ dialog, onSave, onCancel }: AssetConfigDialogProps) {
  if (!dialog.open) return null;
  // A fresh form for every dropped asset.
  return <ConfigForm key={`${dialog.assetName}:${dialog.configSchema}`} dialog={dialog} onSave={onSave} onCancel={onCancel} />;
}

function ConfigForm({ dialog, onSave, onCancel }: AssetConfigDialogProps) {
  const properties = Object.entries(parseConfigSchema(dialog.configSchema));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(properties.map(([key]) => [key, ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errorOf = (key: string, required: boolean | undefined) =>
    required && (values[key] ?? '').trim() === '' ? `${labelOf(key)} is required` : undefined;
  const valid = properties.every(([key, property]) => errorOf(key, property.required) === undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSave(values);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Configure ${dialog.assetName ?? 'asset'}`}
      description="Fill in the asset's settings before it is placed."
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" disabled={!valid}>
            Save
          </Button>
        </>
      }
    >
      <Fields id={FORM_ID} noValidate onSubmit={submit}>
        {properties.map(([key, property]) => (
          <TextField
            key={key}
            label={labelOf(key)}
            hint={property.required ? undefined : 'Optional'}
            value={values[key] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            error={touched[key] ? errorOf(key, property.required) : undefined}
          />
        ))}
      </Fields>
    </Dialog>
  );
}
