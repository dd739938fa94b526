import { useSearchParams } from 'react-router';
import { useCopyToClipboard } from '../../shared/dialogs/useCopyToClipboard.ts';
import { useWebhooksPage } from '../../features/webhooks/useWebhooksPage.ts';
import { WebhooksView } from '../../features/webhooks/WebhooksView.tsx';

/** /webhooks (Admin): the chosen endpoint is in the address (?endpoint=…), so its log survives a reload. */
export function WebhooksRoute() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('endpoint');
  // The Users page's copy toasts (docs/product.md#states: Copied to clipboard), for the signing secret.
  const { onCopied, onCopyError } = useCopyToClipboard();
  const page = useWebhooksPage(selectedId, (id) => setParams(id ? { endpoint: id } : {}, { replace: true }), { onCopied, onCopyError });
  return <WebhooksView {...page} />;
}
