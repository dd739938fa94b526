import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { ConfigProperty } from '../../../contract/assets.ts';
import { TYPEFACES } from '../../../contract/typefaces.ts';
import { Select, TextField } from '../../../ui-kit/index.ts';

/** 'file_id' of an image property reads 'Image file'; other keys read as words ('fontSize' → 'Font size'). */
export function labelOf(key: string, property?: ConfigProperty): string {
  if (key === 'file_id' && property?.type === 'image') return 'Image file';
  if (key === 'file_id' && property?.type === 'video') return 'Video file';
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ConfigFieldProps {
  name: string;
  property: ConfigProperty;
  value: string;
  files: readonly AssetFile[];
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** One config value: image and video pick from the asset files, typeface from the 20 typefaces (SPEC §4). */
export function ConfigField({ name, property, value, files, error, onChange, onBlur }: ConfigFieldProps) {
  const label = labelOf(name, property);
  const hint = property.required ? undefined : 'Optional';
  if (property.type === 'image' || property.type === 'video') {
    const kind = property.type === 'image' ? 'Image' : 'Video';
    const options = files.filter((file) => file.fileType === kind).map((file) => ({ value: file.id, label: file.name }));
    return (
      <Select
        label={label}
        options={options}
        value={value || null}
        placeholder={options.length === 0 ? `No ${kind.toLowerCase()} files uploaded` : `Choose a ${kind.toLowerCase()} file`}
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  if (property.type === 'typeface') {
    return (
      <Select
        label={label}
        options={TYPEFACES.map((typeface) => ({ value: typeface, label: typeface }))}
        value={value || null}
        placeholder="Choose a typeface"
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  return <TextField label={label} hint={hint} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} error={error} />;
}
