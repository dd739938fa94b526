import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/index.ts';
import { ButtonLabel, ButtonRoot, ButtonSpinner } from './Button.styles.ts';

/** Visual weight: primary for the one main action, destructive for irreversible ones, link for inline text. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';

/** Height: sm 32 px, md 36 px, lg 40 px; icon is a 36 px square for a lone icon (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface ButtonOwnProps<E extends ElementType> {
  /** Element or component to render instead of <button>, e.g. 'a' or the app's Link. */
  as?: E;
  /** Visual weight; defaults to primary. */
  variant?: ButtonVariant;
  /** Height and padding; defaults to md. */
  size?: ButtonSize;
  /** Shows a spinner in place of the label, sets aria-busy and ignores clicks (focus is kept). */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonProps<E extends ElementType = 'button'> = ButtonOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof ButtonOwnProps<E>>;

/**
 * A button, or anything rendered `as` one (a link keeps button looks but gets aria-disabled instead
 * of disabled). State is on the DOM as data-variant, data-size, data-loading and aria-busy.
 */
export function Button<E extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps<E>) {
  const props = rest as Record<string, unknown> & {
    disabled?: boolean;
    type?: string;
    onClick?: (event: MouseEvent<HTMLElement>) => void;
  };
  const isNativeButton = as === undefined || as === 'button';
  const { disabled = false, onClick, type, ...domProps } = props;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // A loading button stays focusable (so focus is not lost mid-submit) but must not act twice.
    if (loading || (!isNativeButton && disabled)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ButtonRoot
      as={as}
      type={isNativeButton ? ((type as 'button' | 'submit' | 'reset' | undefined) ?? 'button') : undefined}
      {...domProps}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={loading || (!isNativeButton && disabled) ? true : undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      onClick={handleClick}
    >
      {loading && (
        <ButtonSpinner>
          <Spinner size="sm" />
        </ButtonSpinner>
      )}
      <ButtonLabel>{children}</ButtonLabel>
    </ButtonRoot>
  );
}
