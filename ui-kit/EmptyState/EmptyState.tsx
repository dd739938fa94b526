import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  EmptyStateAction,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles.ts';

/** Padding: md for a page or card body, sm inside a table row or a narrow panel. */
export type EmptyStateSize = 'sm' | 'md';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is missing, e.g. "No venues found". */
  title: ReactNode;
  /** What to do about it, e.g. "Create a venue to get started". */
  description?: ReactNode;
  /** A decorative icon above the title (an <Icon />). */
  icon?: ReactNode;
  /** A button or link that resolves the emptiness. */
  action?: ReactNode;
  /** Padding; defaults to md. */
  size?: EmptyStateSize;
}

/** The message shown where a list or table has nothing to show. */
export function EmptyState({ title, description, icon, action, size = 'md', ...rest }: EmptyStateProps) {
  return (
    <EmptyStateRoot {...rest} data-size={size} data-empty-state>
      {icon ? <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon> : null}
      <EmptyStateTitle>{title}</EmptyStateTitle>
      {description ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      {action ? <EmptyStateAction>{action}</EmptyStateAction> : null}
    </EmptyStateRoot>
  );
}
