import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, PageHeader } from '../../../ui-kit/index.ts';
import { LIVE_DATA_WIDGET_TYPES } from '../../../contract/layout/widgets.ts';
import { fetchAsset, saveAsset } from '../../api/assets.ts';
import { isNotFound } from '../../api/notFound.ts';
import { AssetEditorView } from '../../features/assetEditor/AssetEditorView.tsx';
import { EditorLiveValues } from '../../features/dataSources/EditorLiveValues.tsx';

import { CreateAssetDialog } from '../../features/assetEditor/CreateAssetDialog.tsx';
import { useEditorViewState } from '../../features/assetEditor/editorState.ts';
import { useAssetApproval } from '../../features/assetEditor/useAssetApproval.ts';
import { useBannedTerms } from '../../features/assetEditor/useBannedTerms.ts';
import { usePermission } from '../../session/usePermission.ts';
import { mediaUrl } from '../../features/assetEditor/mediaUrl.ts';
import { useAssetEditorActor } from '../../features/assetEditor/useAssetEditorActor.ts';
import { LEAVE_ON_PURPOSE, useLeaveGuard } from '../../features/assetEditor/useLeaveGuard.tsx';
import { useEditorResources } from '../../features/assetEditor/useEditorResources.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';

/** A data value or data list placed, or a layout that may hold one: the editor then reads the live values. */
const mayShowLiveData = (placements: ReadonlyArray<{ assetType: string }>) =>
  placements.some((placement) => LIVE_DATA_WIDGET_TYPES.includes(placement.assetType) || placement.assetType === 'GROUP');

/** An asset's History card: on /assets/{id} only, so /assets/create (docs/decisions.md#browser-side budget) does not download it. */
const HistorySection = lazy(() => import('../../features/activity/HistorySection.tsx').then((module) => ({ default: module.HistorySection })));
/**
 * A layout's approval and Submit for approval: on /assets/{id} only, likewise. Fetched alongside the
 * asset and shown with the editor, not after it: a bar arriving above the canvas would push it down
 * (a layout shift, docs/operations.md#benchmarks). A chunk that cannot be fetched leaves the bar out.
 */
const loadApprovalSection = () =>
  import('../../features/assetEditor/AssetApprovalSection.tsx').then(
    (module) => module.AssetApprovalSection,
    () => null,
  );
type ApprovalSection = NonNullable<Awaited<ReturnType<typeof loadApprovalSection>>>;

/** GET /api/asset/{id}; a 404 is "not found", anything else an error. */
async function loadAsset(assetId: string) {
  try {
    return await fetchAsset(assetId);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const backToAssets = (
  <Button as={Link} to="/assets" variant="outline">
    Back to Assets
  </Button>
);

/** /assets/create (docs/product.md#screens): named first in a dialog that cannot be dismissed, then the editor with Save. */
export function AssetCreateRoute() {
  const navigate = useNavigate();
  const [naming, setNaming] = useState(true);
  const { actor, send } = useAssetEditorActor({
    assetId: null,
    load: loadAsset,
    save: saveAsset,
    onSaved: ({ created }) => {
      if (created) void navigate('/assets');
    },
  });
  const state = useEditorViewState(actor);
  const resources = useEditorResources(null);
  const leaveGuard = useLeaveGuard(actor);
  return (
    <PageStack>
      {leaveGuard}
      <PageHeader title="Create Asset" description="Place text, images, videos and other layouts on the canvas." actions={backToAssets} />
      <EditorLiveValues active={mayShowLiveData(state.placements)}>
        <AssetEditorView state={state} {...resources} mediaUrl={mediaUrl} canDeletePlacement send={send} />
      </EditorLiveValues>
      <CreateAssetDialog
        open={naming}
        name={state.name}
        themeId={state.themeId}
        themes={resources.themes}
        onNameChange={(name) => send({ type: 'editor.nameChanged', name })}
        onThemeChange={(themeId) => send({ type: 'editor.themeChanged', themeId })}
        onContinue={() => setNaming(false)}
        onCancel={() => void navigate('/assets', { state: LEAVE_ON_PURPOSE })}
      />
    </PageStack>
  );
}

/**
 * /assets/{assetId} for those who may change layouts (AssetRoute.tsx chooses; docs/product.md#screens):
 * 'View Asset: {name}', Back to Assets, a layout's approval with Submit for approval
 * (docs/permissions.md#approvals), the editor with Save.
 */
export function AssetEditor() {
  const { assetId = '' } = useParams();
  const { approval, setApproval, track } = useAssetApproval();
  const { bannedTerms, track: trackTerms } = useBannedTerms();
  const [AssetApprovalSection, setApprovalSection] = useState<ApprovalSection | null>(null);
  const { actor, send } = useAssetEditorActor({
    assetId,
    load: async (id) => {
      const [asset, section] = await Promise.all([loadAsset(id), loadApprovalSection()]);
      setApprovalSection(() => section);
      return trackTerms(track(asset));
    },
    save: async (request) => trackTerms(track(await saveAsset(request))),
  });
  const state = useEditorViewState(actor);
  const unsavedEdits = useSelector(actor, (snapshot) => snapshot.context.dirty);
  const canSubmit = usePermission('content.edit');
  const resources = useEditorResources(assetId);
  const leaveGuard = useLeaveGuard(actor);
  const loadedName = state.status === 'editing' || state.status === 'saving' ? state.name : '';
  return (
    <PageStack>
      {leaveGuard}
      <PageHeader title={loadedName ? `View Asset: ${loadedName}` : 'View Asset'} actions={backToAssets} />
      {AssetApprovalSection && approval && loadedName ? (
        <AssetApprovalSection
          assetId={assetId}
          approval={approval}
          canSubmit={canSubmit}
          unsavedEdits={unsavedEdits || state.status === 'saving'}
          onApprovalChange={setApproval}
        />
      ) : null}
      <EditorLiveValues active={mayShowLiveData(state.placements)}>
        <AssetEditorView state={state} {...resources} mediaUrl={mediaUrl} canDeletePlacement bannedTerms={bannedTerms} send={send} />
      </EditorLiveValues>
      {/* Under the editor once it has loaded: drawn before, it would be pushed down by the canvas. */}
      {state.status === 'loading' ? null : (
        <Suspense fallback={null}>
          <HistorySection key={state.status === 'saving' ? 'saving' : 'shown'} filter={{ entityId: [assetId] }} />
        </Suspense>
      )}
    </PageStack>
  );
}
