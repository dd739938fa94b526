import { useCallback, useMemo } from 'react';
import { useToast } from '../../toasts/ToastProvider.tsx';
import type { CopyHandlers } from './dialogState.ts';

/** docs/product.md#states, Invitation states: copying a link (and an API key, a signing secret, a push token). */
export const COPIED_TEXT = 'Copied to clipboard';
/** No clipboard (a page not served over HTTPS, or permission refused). */
export const COPY_FAILED_TEXT = 'Could not copy to clipboard';

/** Copies text and says so (docs/product.md#states: Copied to clipboard), or says it could not. */
export function useCopyToClipboard(): CopyHandlers & { copyText: (text: string) => void } {
  const showToast = useToast();
  const onCopied = useCallback(() => showToast({ title: COPIED_TEXT }), [showToast]);
  const onCopyError = useCallback(() => showToast({ title: COPY_FAILED_TEXT, variant: 'destructive' }), [showToast]);
  const copyText = useCallback(
    (text: string) => {
      // navigator.clipboard exists only on secure pages (HTTPS or localhost).
      const written = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard'));
      written.then(onCopied, onCopyError);
    },
    [onCopied, onCopyError],
  );
  return useMemo(() => ({ onCopied, onCopyError, copyText }), [onCopied, onCopyError, copyText]);
}
