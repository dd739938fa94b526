import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import { isSizeKey, parseConfigSchema, sizeLengthError } from '../../../contract/assets.ts';
import type { ConfigDialogView } from '../../../machines/assetEditor.selectors.ts';
import { Button, Dialog, vars } from '../../../ui-kit/index.ts';
import { ConfigField, labelOf } from './configFields.tsx';
import { configValueError } from './configValue.ts';

const Fields = styled.form`
  display: grid;
  gap: ${vars.space[16]};
`;

export interface AssetConfigDialogProps {
  /** selectConfigDialog. */
  dialog: ConfigDialogView;
  /** What image and video properties pick from. */
  files: readonly AssetFile[];
  onSave: (config: Record<string, string>) => void;
  onCancel: () => void;
}

const FORM_ID = 'asset-config';

/** docs/product.md#states, #validation-messages: the dropped asset's config; each required property must be filled before Save. */
export function AssetConfigDialog(props: AssetConfigDialogProps) {
  if (!props.dialog.open) return null;
  // A fresh form for every dropped asset.
  return <ConfigForm key={`${props.dialog.assetName}:${props.dialog.configSchema}`} {...props} />;
}

function ConfigForm({ dialog, files, onSave, onCancel }: AssetConfigDialogProps) {
  const properties = Object.entries(parseConfigSchema(dialog.configSchema));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(properties.map(([key, property]) => [key, property.default ?? ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errorOf = (key: string) => {
    const property = properties.find(([name]) => name === key)?.[1];
    if (!property) return undefined;
    const value = values[key] ?? '';
    if (property.required && value.trim() === '') return `${labelOf(key, property)} is required`;
    // Sizes follow the rule the server saves by (an empty optional one is not sent: auto).
    if (isSizeKey(key) && value.trim() !== '') return sizeLengthError(key, value) ?? undefined;
    return configValueError(property, value);
  };
  const valid = properties.every(([key]) => errorOf(key) === undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Optional values left empty are not sent: the renderer's defaults (auto) apply.
    if (valid) onSave(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')));
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
          <ConfigField
            key={key}
            name={key}
            property={property}
            value={values[key] ?? ''}
            config={values}
            files={files}
            onChange={(value) => {
              setValues((current) => ({ ...current, [key]: value }));
              if (property.type !== 'text') setTouched((current) => ({ ...current, [key]: true }));
            }}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            error={touched[key] ? errorOf(key) : undefined}
          />
        ))}
      </Fields>
    </Dialog>
  );
}
