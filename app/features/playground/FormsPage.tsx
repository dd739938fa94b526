import {
  Checkbox,
  CodeInput,
  CssLengthInput,
  FileInput,
  PasswordField,
  SearchBox,
  Select,
  TextField,
  TimePicker,
} from '../../../ui-kit/index.ts';
import { SpecimenGrid, Topic } from './playground.styles.ts';

const regions = [
  { value: 'north', label: 'Region North' },
  { value: 'south', label: 'Region South' },
];

/** A CSS length or null, as the layout editor's width and height inputs take them (docs/product.md#validation-messages). */
function normalizeLength(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === 'auto') return trimmed;
  return /^\d+(\.\d+)?(px|%|rem|em|vw|vh)$/.test(trimmed) ? trimmed : null;
}

/** /playground/forms: each form control of the kit, at rest and with its error state (docs/product.md#validation-messages messages). */
export function FormsPage() {
  return (
    <>
      <Topic aria-labelledby="playground-forms-rest">
        <h2 id="playground-forms-rest">At rest</h2>
        <SpecimenGrid>
          <TextField label="Name" hint="2 to 30 characters." defaultValue="Leeds Central" />
          <PasswordField label="Password" defaultValue="Secret#123" />
          <Select label="Region" options={regions} defaultValue="north" />
          <Checkbox label="Open" defaultChecked hint="Untick for Closed." />
          <TimePicker label="Opens at" defaultValue="09:30" />
          <TimePicker label="Opens at (12-hour)" hourCycle={12} defaultValue="21:15" />
          <CodeInput label="Code" defaultValue="AB12CD" />
          <CssLengthInput label="Width" normalize={normalizeLength} defaultValue="auto" />
          <FileInput label="Logo" accept="image/*" acceptDescription="PNG, JPG, GIF, WebP or SVG" />
          <SearchBox label="Search sample" />
        </SpecimenGrid>
      </Topic>
      <Topic aria-labelledby="playground-forms-errors">
        <h2 id="playground-forms-errors">With errors</h2>
        <SpecimenGrid>
          <TextField label="Client name" defaultValue="X" error="Client name must be at least 2 characters." />
          <PasswordField
            label="New password"
            defaultValue="short"
            error="Password must contain at least one upper case, one lower case, one number and one special character."
          />
          <Select label="Client" options={[]} placeholder="Select…" error="Invalid client id" />
          <Checkbox label="I agree" error="This box must be ticked." />
          <TimePicker label="Closes at" defaultValue="23:00" error="Choose a time after opening." />
          <CodeInput label="Controller code" defaultValue="AB1" error="GraphicsController code must be 6 characters" />
          <CssLengthInput label="Height" normalize={normalizeLength} defaultValue="12 apples" />
          <FileInput label="Clients and venues CSV" accept=".csv,text/csv" error="Clients and venues CSV file is required." />
        </SpecimenGrid>
      </Topic>
    </>
  );
}
