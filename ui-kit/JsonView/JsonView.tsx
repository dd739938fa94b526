import type { CSSProperties } from 'react';
import { Button } from '../Button/index.ts';
import { JsonCopy, JsonPre, JsonRoot } from './JsonView.styles.ts';

export interface JsonViewProps {
  /** What to show: any JSON-serialisable value, formatted with 2-space indentation. */
  value: unknown;
  /** Accessible name of the scrollable region, e.g. "Upload result". */
  label: string;
  /** Tallest it gets before it scrolls, in px; defaults to 320. */
  maxHeight?: number;
  /** Show a copy button; it copies the formatted text. */
  copyable?: boolean;
  /** Label of the copy button; defaults to "Copy". */
  copyLabel?: string;
  /** How to copy; defaults to the clipboard API (stories and tests pass a stub). */
  copy?: (text: string) => Promise<void>;
  /** Called after a successful copy (the app shows its "Copied to clipboard" toast). */
  onCopied?: (text: string) => void;
  /** Called when copying fails (no clipboard permission). */
  onCopyError?: (error: unknown) => void;
}

/** JSON.stringify, except that what it cannot show (undefined, functions) shows as nothing rather than failing. */
export function formatJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return String(value);
  }
}

const clipboardCopy = (text: string): Promise<void> => navigator.clipboard.writeText(text);

/**
 * Formatted JSON in a scrollable, keyboard-focusable <pre> (a named region), with an optional copy
 * button. Used for results such as the client CSV upload's. State: data-copyable.
 */
export function JsonView({
  value,
  label,
  maxHeight = 320,
  copyable = false,
  copyLabel = 'Copy',
  copy = clipboardCopy,
  onCopied,
  onCopyError,
}: JsonViewProps) {
  const text = formatJson(value);
  const handleCopy = () => {
    copy(text).then(
      () => onCopied?.(text),
      (error: unknown) => onCopyError?.(error),
    );
  };

  return (
    <JsonRoot data-json-view data-copyable={copyable || undefined} style={{ '--json-max-height': `${maxHeight}px` } as CSSProperties}>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <JsonPre role="region" aria-label={label} tabIndex={0}>
        {text}
      </JsonPre>
      {copyable ? (
        <JsonCopy>
          <Button variant="outline" size="sm" onClick={handleCopy}>
            {copyLabel}
          </Button>
        </JsonCopy>
      ) : null}
    </JsonRoot>
  );
}
