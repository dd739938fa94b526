import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox, vars } from '../../../ui-kit/index.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  & legend {
    padding: 0;
    margin-bottom: ${vars.space[8]};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const GroupError = styled.p`
  margin: ${vars.space[8]} 0 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.destructiveText};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]} ${vars.space[16]};
`;

export interface CheckboxGroupProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  chosen: readonly Value[];
  disabled: boolean;
  /** A message about the whole group (the rule's 400). */
  error?: string | undefined;
  onToggle: (value: Value, on: boolean) => void;
}

/** A named group of checkboxes: which categories or zones a rule names. */
export function CheckboxGroup<Value extends string>({ legend, options, labels, chosen, disabled, error, onToggle }: CheckboxGroupProps<Value>) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map((value) => (
          <Checkbox
            key={value}
            label={labels[value]}
            checked={chosen.includes(value)}
            disabled={disabled}
            onChange={(event) => onToggle(value, event.target.checked)}
          />
        ))}
      </Options>
      {error ? <GroupError id={errorId}>{error}</GroupError> : null}
    </Group>
  );
}
