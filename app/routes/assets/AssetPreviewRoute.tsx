import { Link, useParams } from 'react-router';
import { Button, PageHeader } from '../../../ui-kit/index.ts';
import { HistorySection } from '../../features/activity/HistorySection.tsx';
import { AssetApprovalBar } from '../../features/assetEditor/AssetApprovalBar.tsx';
import { AssetPreviewView } from '../../features/assetEditor/AssetPreviewView.tsx';
import { useAssetPreview } from '../../features/assetEditor/useAssetPreview.ts';
import { EditorLiveValues } from '../../features/dataSources/EditorLiveValues.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';

const backToAssets = (
  <Button as={Link} to="/assets" variant="outline">
    Back to Assets
  </Button>
);

/** Submit for approval is never offered here (canSubmit is false): the bar needs a handler all the same. */
const neverSubmitted = () => {};

/**
 * /assets/{assetId} for those who read layouts but may not change them (an approver,
 * docs/permissions.md#in-the-browser): 'View Asset: {name}', the layout's approval without Submit,
 * the layout drawn read-only, and its History. No editor, so no Save the server would refuse with
 * 403 and no leave guard (nothing can be left unsaved).
 */
export function AssetPreview() {
  const { assetId = '' } = useParams();
  const { load, name, approval, liveData, retry } = useAssetPreview(assetId);
  const ready = load.status === 'ready';
  return (
    <PageStack>
      <PageHeader title={ready && name ? `View Asset: ${name}` : 'View Asset'} actions={backToAssets} />
      {/* With the layout, not before it: a bar arriving above the drawing would push it down. */}
      {ready && approval ? <AssetApprovalBar approval={approval} canSubmit={false} unsavedEdits={false} submitting={false} onSubmit={neverSubmitted} /> : null}
      <EditorLiveValues active={ready && liveData}>
        <AssetPreviewView load={load} onRetry={retry} />
      </EditorLiveValues>
      {/* Under the layout once it has loaded: drawn before, it would be pushed down by the drawing. */}
      {load.status === 'loading' ? null : <HistorySection filter={{ entityId: [assetId] }} />}
    </PageStack>
  );
}
