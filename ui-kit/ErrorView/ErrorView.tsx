import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { alertCircleDrawing, IconSvg } from '../Icon/index.ts';
import { StatusPanel } from '../StatusPanel/index.ts';
import { ErrorDetails } from './ErrorView.styles.ts';

export interface ErrorViewProps {
  /** What went wrong; an Error's message and stack are shown under "Show Error". */
  error: unknown;
  /** The h1; docs/product.md#messages says "Something went wrong!". */
  title?: string;
  /** Extra buttons beside the toggle (e.g. "Try again"). */
  actions?: ReactNode;
  /** Start with the details shown (stories). */
  defaultShowDetails?: boolean;
}

/** Message, then stack (when there is one), as plain text for the <pre>. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack ?? '';
    // V8 stacks start with "Name: message"; do not print the message twice.
    return stack.startsWith(`${error.name}: ${error.message}`) ? stack : [`${error.name}: ${error.message}`, stack].filter(Boolean).join('\n');
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The router's generic error view (docs/product.md#messages), with a Show Error / Hide Error toggle for the details. */
export function ErrorView({ error, title = 'Something went wrong!', actions, defaultShowDetails = false }: ErrorViewProps) {
  const [showDetails, setShowDetails] = useState(defaultShowDetails);
  const detailsId = useId();
  return (
    <StatusPanel
      icon={<IconSvg name="alert-circle" drawing={alertCircleDrawing} size="xl" />}
      tone="destructive"
      title={title}
      description="An unexpected error stopped this page. Try again, or come back later."
      actions={
        <>
          <Button
            variant="outline"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? 'Hide Error' : 'Show Error'}
          </Button>
          {actions}
        </>
      }
    >
      {showDetails ? (
        <ErrorDetails id={detailsId} data-error-details>
          {describeError(error)}
        </ErrorDetails>
      ) : null}
    </StatusPanel>
  );
}
