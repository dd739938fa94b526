import { useId } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { Button } from '../Button/index.ts';
import { Popover } from '../Popover/index.ts';
import { FormControl, Input } from '../FormControl/index.ts';
import { Chip, Panel, Row, Swatch, Swatches, TriggerSlot } from './ColorField.styles.ts';

export interface ColorSwatch {
  /** Said to assistive technology ("Gold"). */
  name: string;
  /** A #rrggbb colour. */
  value: string;
}

export interface ColorFieldProps {
  /** Visible label, tied to the button that opens the picker. */
  label: string;
  /** The applied colour (#rrggbb), or '' for none. */
  value: string;
  /** Called with the chosen #rrggbb colour, or '' when cleared. */
  onValueChange: (value: string) => void;
  /** One-click colours above the picker (the product passes its palette). */
  swatches?: readonly ColorSwatch[];
  /** What '' means, on the button ("White", "None"). */
  emptyLabel?: string;
  /** Opens the picker initially (stories). */
  defaultOpen?: boolean;
}

/**
 * A colour choice: a button showing the colour opens a popover with the swatches, a
 * saturation/hue picker and a hex field (react-colorful, 3 KB, keyboard-accessible), and Clear
 * to go back to none. Every change is applied at once.
 */
export function ColorField({ label, value, onValueChange, swatches = [], emptyLabel = 'None', defaultOpen }: ColorFieldProps) {
  const labelId = useId();
  return (
    <FormControl label={label} id={`${labelId}-control`} labelId={labelId}>
      {() => (
        <TriggerSlot>
          <Popover
            label={label}
            defaultOpen={defaultOpen}
            trigger={
              <Button variant="outline" size="sm" aria-labelledby={`${labelId} ${labelId}-value`}>
                <Row>
                  <Chip $colour={value || 'transparent'} aria-hidden="true" />
                  <span id={`${labelId}-value`}>{value || emptyLabel}</span>
                </Row>
              </Button>
            }
          >
            <Panel>
              {swatches.length > 0 ? (
                <Swatches role="group" aria-label={`${label} swatches`}>
                  {swatches.map((swatch) => (
                    <Swatch
                      key={swatch.value}
                      type="button"
                      $colour={swatch.value}
                      aria-label={swatch.name}
                      title={swatch.name}
                      aria-pressed={swatch.value.toLowerCase() === value.toLowerCase()}
                      onClick={() => onValueChange(swatch.value)}
                    />
                  ))}
                </Swatches>
              ) : null}
              <HexColorPicker color={value || '#ffffff'} onChange={onValueChange} />
              <Row>
                <Input as={HexColorInput} color={value} onChange={onValueChange} prefixed aria-label={`${label} hex`} />
                <Button variant="ghost" size="sm" onClick={() => onValueChange('')}>
                  Clear
                </Button>
              </Row>
            </Panel>
          </Popover>
        </TriggerSlot>
      )}
    </FormControl>
  );
}
