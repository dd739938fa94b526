import type { ReactNode } from 'react';
import {
  StatusActions,
  StatusDescription,
  StatusEyebrow,
  StatusIcon,
  StatusRoot,
  StatusTitle,
} from './StatusPanel.styles.ts';

/** Tone of the icon badge: neutral, or destructive for failures. */
export type StatusTone = 'default' | 'destructive';

export interface StatusPanelProps {
  /** The h1, e.g. "Not Found". */
  title: ReactNode;
  /**
   * Icon in a round badge above the title, e.g. `<Icon name="file" size="xl" />` (as EmptyState
   * takes one): a node rather than a name, so the error view of the first load needs no icon set.
   */
  icon?: ReactNode;
  /** Tone of the icon badge; defaults to default. */
  tone?: StatusTone;
  /** Small accent line above the title, e.g. "404". */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Anything below the actions (ErrorView's details). */
  children?: ReactNode;
}

/** A centred full-area message: what the not-found, error and similar views are made of. */
export function StatusPanel({ title, icon, tone = 'default', eyebrow, description, actions, children }: StatusPanelProps) {
  return (
    <StatusRoot data-status-panel data-tone={tone}>
      {icon ? (
        <StatusIcon data-tone={tone}>
          {icon}
        </StatusIcon>
      ) : null}
      {eyebrow ? <StatusEyebrow>{eyebrow}</StatusEyebrow> : null}
      <StatusTitle>{title}</StatusTitle>
      {description ? <StatusDescription>{description}</StatusDescription> : null}
      {actions ? <StatusActions>{actions}</StatusActions> : null}
      {children}
    </StatusRoot>
  );
}
