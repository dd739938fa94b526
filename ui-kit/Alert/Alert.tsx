import type { ComponentPropsWithRef, ReactNode } from 'react';
import { alertCircleDrawing, IconSvg, infoDrawing } from '../Icon/index.ts';
import { AlertBody, AlertDescription, AlertRoot, AlertTitle } from './Alert.styles.ts';

/** Tone: default for information, destructive for failures. */
export type AlertVariant = 'default' | 'destructive';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Tone; defaults to default. */
  variant?: AlertVariant;
  /** A short bold first line. */
  title?: ReactNode;
}

/** An inline message box. It is a live alert (role=alert) unless a role is passed. */
export function Alert({ variant = 'default', title, children, role = 'alert', ...props }: AlertProps) {
  return (
    <AlertRoot role={role} data-variant={variant} {...props}>
      {variant === 'destructive' ? (
        <IconSvg name="alert-circle" drawing={alertCircleDrawing} />
      ) : (
        <IconSvg name="info" drawing={infoDrawing} />
      )}
      <AlertBody>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children ? <AlertDescription>{children}</AlertDescription> : null}
      </AlertBody>
    </AlertRoot>
  );
}

export interface FormErrorProps extends Omit<AlertProps, 'variant'> {
  children?: ReactNode;
}

/** A form-level error (e.g. wrong email or password) above the fields; renders nothing when empty. */
export function FormError({ children, ...props }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert variant="destructive" data-form-error {...props}>
      {children}
    </Alert>
  );
}
