import { useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface CountedTextFieldProps extends Omit<TextFieldProps, 'maxLength'> {
  /** The most characters the value may have: typing stops there (maxLength). */
  characterLimit: number;
}

/** The hint with the count after it: "For example: Happy hour (12 of 100 characters)". */
function hintWithCount(hint: ReactNode, count: number, limit: number): ReactNode {
  const counter = `${count} of ${limit} characters`;
  return hint ? (
    <>
      {hint} ({counter})
    </>
  ) : (
    counter
  );
}

/**
 * A TextField with a limit that counts characters in its hint while typing, so the limit is known
 * before a save refuses it. Its own component, so pages without one (sign-in) do not load it.
 */
export function CountedTextField({ characterLimit, hint, onChange, ...props }: CountedTextFieldProps) {
  // A controlled field counts its value; an uncontrolled one (register) counts what was typed.
  const [typedLength, setTypedLength] = useState(String(props.defaultValue ?? '').length);
  const count = props.value === undefined ? typedLength : String(props.value).length;
  return (
    <TextField
      {...props}
      maxLength={characterLimit}
      hint={hintWithCount(hint, count, characterLimit)}
      onChange={(event) => {
        setTypedLength(event.target.value.length);
        onChange?.(event);
      }}
    />
  );
}
