import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { alertCircleDrawing, IconSvg } from '../Icon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from './FormControl.styles.ts';

/** What a field's control carries so that its hint and error are announced with it. */
export interface FormControlWiring {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormControlIds {
  /** The hint's id, when there is a hint. */
  hintId: string | undefined;
  /** The error's id, when there is an error. */
  errorId: string | undefined;
  /** The props for the control itself. */
  control: FormControlWiring;
}

/**
 * The one rule for a field's descriptions: the hint is `<id>-hint`, the error `<id>-error`; the
 * control is described by the caller's own ids first, then the hint, then the error, and is
 * invalid exactly while there is an error. FormControl applies it; Checkbox, whose hint sits under
 * an inline label, too.
 */
export function formControlIds(id: string, hint: ReactNode, error: ReactNode, describedBy?: string): FormControlIds {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    control: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

export interface FormControlProps extends Omit<ComponentPropsWithoutRef<'div'>, 'id' | 'children'> {
  /** Visible label. */
  label: ReactNode;
  /** The control's id: the label points at it, and the hint's and error's ids are made from it. */
  id: string;
  /**
   * For controls a <label for> cannot name (a group, a button): the label becomes a span with this
   * id, and the control names itself with aria-labelledby.
   */
  labelId?: string;
  /** With labelId: keeps the label for assistive technology only. */
  labelHidden?: boolean;
  /** Help under the control, announced with it through aria-describedby. */
  hint?: ReactNode;
  /** Validation message under the hint; the control is aria-invalid while there is one. */
  error?: string;
  /** Ids of the control's own descriptions, announced before the hint. */
  describedBy?: string;
  /** The control (and anything that goes with it, like a hidden input), given its ARIA wiring. */
  children: (control: FormControlWiring) => ReactNode;
}

/**
 * A field's frame: label, control, hint and error, with the control's aria-describedby and
 * aria-invalid (Primer's FormControl). Every input of the kit is drawn in it. State: data-invalid.
 */
export function FormControl({ label, id, labelId, labelHidden = false, hint, error, describedBy, children, ...rootProps }: FormControlProps) {
  const { hintId, errorId, control } = formControlIds(id, hint, error, describedBy);
  return (
    <FieldRoot data-invalid={control['aria-invalid']} {...rootProps}>
      {labelHidden ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        // A <label for> names an input; a group or a button is named by the span's id instead.
        <FieldLabel as={labelId ? 'span' : undefined} htmlFor={labelId ? undefined : id} id={labelId}>
          {label}
        </FieldLabel>
      )}
      {children(control)}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId}>
          <IconSvg name="alert-circle" drawing={alertCircleDrawing} size="sm" />
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
}
