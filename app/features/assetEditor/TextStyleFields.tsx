import styled from 'styled-components';
import { normalizeCssLength, type PlacementConfig } from '../../../contract/assets.ts';
import { DEFAULT_LINE_HEIGHT, DEFAULT_TEXT_SIZE } from '../../../renderer/textStyle.ts';
import { ColorField, type ColorSwatch } from '../../../ui-kit/ColorField/index.ts';
import { Checkbox, CssLengthInput, Select, TextField, useEditedText, vars } from '../../../ui-kit/index.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[12]};
  align-items: end;
`;

/**
 * The colours a signage designer reaches for first: the screen's white and black, the venue's gold
 * and night panel, and the portal theme's accent and status colours (ui-kit/tokens.ts). Product
 * themes carry no colours of their own (docs/product.md#entities), so this is the palette every layout shares.
 */
export const TEXT_SWATCHES: readonly ColorSwatch[] = [
  { name: 'White', value: '#ffffff' },
  { name: 'Black', value: '#000000' },
  { name: 'Gold', value: '#ffd700' },
  { name: 'Night', value: '#101820' },
  { name: 'Slate', value: '#52525b' },
  { name: 'Silver', value: '#e4e4e7' },
  { name: 'Indigo', value: '#4f46e5' },
  { name: 'Red', value: '#dc2626' },
  { name: 'Green', value: '#16a34a' },
  { name: 'Amber', value: '#d97706' },
  { name: 'Sky', value: '#0ea5e9' },
  { name: 'Pink', value: '#db2777' },
];

const WEIGHTS = [
  { value: '300', label: 'Light' },
  { value: '400', label: 'Regular' },
  { value: '500', label: 'Medium' },
  { value: '600', label: 'Semibold' },
  { value: '700', label: 'Bold' },
  { value: '900', label: 'Black' },
];

const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
  { value: 'justify', label: 'Justify' },
];

/** A line height typed as a multiplier (1.4): applied when the field is left, blank for the default. */
function LineHeightField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useEditedText(value);
  const number = Number(text);
  const invalid = text.trim() !== '' && !(Number.isFinite(number) && number > 0 && number <= 10);
  return (
    <TextField
      label="Line height"
      inputMode="decimal"
      placeholder={String(DEFAULT_LINE_HEIGHT)}
      value={text}
      error={invalid ? 'A number such as 1.2' : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (!invalid && text.trim() !== value) onCommit(text.trim());
      }}
    />
  );
}

/**
 * A text's styling (renderer/textStyle.ts keys). Every key is optional: a text without them draws
 * as the product’s texts always did. Each change is one config change, so one undo step.
 */
export function TextStyleFields({ config, onChange }: { config: PlacementConfig; onChange: (key: string, value: string) => void }) {
  const length = (key: string, fallback: string) => {
    const value = config[key];
    return value && value !== '' ? value : fallback;
  };
  return (
    <Grid>
      <CssLengthInput label="Size" normalize={normalizeCssLength} value={length('fontSize', DEFAULT_TEXT_SIZE)} onValueChange={(value) => onChange('fontSize', value)} />
      <Select label="Weight" options={WEIGHTS} value={config.fontWeight || '400'} onValueChange={(value) => onChange('fontWeight', value)} />
      <ColorField label="Colour" value={config.color ?? ''} emptyLabel="White" swatches={TEXT_SWATCHES} onValueChange={(value) => onChange('color', value)} />
      <ColorField label="Background" value={config.background ?? ''} emptyLabel="None" swatches={TEXT_SWATCHES} onValueChange={(value) => onChange('background', value)} />
      <Select label="Alignment" options={ALIGNMENTS} value={config.textAlign || 'left'} onValueChange={(value) => onChange('textAlign', value)} />
      <LineHeightField value={config.lineHeight ?? ''} onCommit={(value) => onChange('lineHeight', value)} />
      <CssLengthInput
        label="Letter spacing"
        normalize={normalizeCssLength}
        value={length('letterSpacing', 'auto')}
        onValueChange={(value) => onChange('letterSpacing', value === 'auto' ? '' : value)}
      />
      <CssLengthInput
        label="Padding"
        normalize={normalizeCssLength}
        value={length('padding', 'auto')}
        onValueChange={(value) => onChange('padding', value === 'auto' ? '' : value)}
      />
      <Checkbox label="Italic" checked={config.fontStyle === 'italic'} onChange={(event) => onChange('fontStyle', event.target.checked ? 'italic' : '')} />
      <Checkbox label="Fit to box" checked={config.fit === 'box'} onChange={(event) => onChange('fit', event.target.checked ? 'box' : '')} />
    </Grid>
  );
}
