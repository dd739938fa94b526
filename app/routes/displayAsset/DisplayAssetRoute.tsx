import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { Asset } from '../../../contract/assets.ts';
import { displayAssetQuery, saveDisplayAsset } from '../../api/assets.ts';
import { controllerDisplaysQuery, displayLayoutQuery, displayQuery } from '../../api/graphicsControllers.ts';
import { isNotFound } from '../../api/notFound.ts';
import { HistorySection } from '../../features/activity/HistorySection.tsx';
import { AssetEditorView } from '../../features/assetEditor/AssetEditorView.tsx';
import { useEditorViewState } from '../../features/assetEditor/editorState.ts';
import { mediaUrl } from '../../features/assetEditor/mediaUrl.ts';
import { useAssetEditorActor } from '../../features/assetEditor/useAssetEditorActor.ts';
import { useLeaveGuard } from '../../features/assetEditor/useLeaveGuard.tsx';
import { useEditorResources } from '../../features/assetEditor/useEditorResources.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { DisplaySchedule } from '../../features/scheduling/schedules/DisplaySchedule.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { DisplayHeaderView, type DisplayHeaderViewProps } from '../../features/graphicsControllers/DisplayHeaderView.tsx';
import { DisplayPreviewView, withMediaUrls, type DisplayPreviewLoad } from '../../features/graphicsControllers/DisplayPreviewView.tsx';
import { recordLoad } from '../../api/queryStatus.ts';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * /clients/{clientId}/{venueId}/{graphicsControllerId}/{displayId} (docs/product.md#screens): for an Admin, the
 * display's layout in the editor; for a client user, a read-only preview of what it shows (only an
 * Admin may edit it, docs/decisions.md#who-may-do-what).
 */
export function DisplayAssetRoute() {
  // A display's own layout is set by those who may change schedules (docs/permissions.md).
  return usePermission('schedules.edit') ? <DisplayEditor /> : <DisplayPreview />;
}

/** A client user's display: its heading, Back to Displays and the preview. */
function DisplayPreview() {
  const { clientId = '', venueId = '', graphicsControllerId = '', displayId = '' } = useParams();
  const displays = useQuery(controllerDisplaysQuery(graphicsControllerId));
  const display = displays.data?.find((candidate) => sameId(candidate.id, displayId));
  const layout = useQuery(displayLayoutQuery(displayId));
  const record = recordLoad(layout);
  const load: DisplayPreviewLoad = record.status === 'ready' ? { status: 'ready', tree: withMediaUrls(record.data, mediaUrl) } : record;
  return (
    <PageStack>
      <DisplayHeader clientId={clientId} venueId={venueId} graphicsControllerId={graphicsControllerId} displayId={displayId} display={display} />
      <DisplayPreviewView load={load} />
      <DisplaySchedule displayId={displayId} />
    </PageStack>
  );
}

/**
 * The page's heading: the display from its controller's list, and from its own answer whether a
 * layout of its week waits for approval (the badge its /screens row and page show too).
 */
function DisplayHeader(props: Omit<DisplayHeaderViewProps, 'awaitingApproval'>) {
  const awaiting = useQuery(displayQuery(props.displayId)).data?.awaitingApproval ?? false;
  return <DisplayHeaderView {...props} awaitingApproval={awaiting} />;
}

/** The display's layout in the editor on a canvas of its reported size; Update Asset saves it for the device. */
function DisplayEditor() {
  const { clientId = '', venueId = '', graphicsControllerId = '', displayId = '' } = useParams();
  const queryClient = useQueryClient();
  const displays = useQuery(controllerDisplaysQuery(graphicsControllerId));
  const display = displays.data?.find((candidate) => sameId(candidate.id, displayId));
  // The layout's own records (its placements) are by its asset id; the display's by its own.
  const layoutId = useQuery(displayAssetQuery(displayId)).data?.id ?? null;

  const load = useCallback(async (): Promise<Asset | null> => {
    try {
      const [list, asset] = await Promise.all([
        queryClient.fetchQuery(controllerDisplaysQuery(graphicsControllerId)),
        queryClient.fetchQuery({ ...displayAssetQuery(displayId), staleTime: 0 }),
      ]);
      const shown = list.find((candidate) => sameId(candidate.id, displayId));
      if (!shown) return null;
      // The editor treats the layout as existing (Update Asset), even before its first save; the
      // canvas is always the size the display reports.
      return { ...asset, id: asset.id ?? displayId, type: 'DISPLAY', width: `${shown.width}px`, height: `${shown.height}px` };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }, [queryClient, graphicsControllerId, displayId]);

  const { actor, send } = useAssetEditorActor({
    assetId: displayId,
    type: 'DISPLAY',
    load,
    save: (request) => saveDisplayAsset(displayId, request),
  });
  const state = useEditorViewState(actor);
  const resources = useEditorResources(null);
  const leaveGuard = useLeaveGuard(actor);
  return (
    <PageStack>
      {leaveGuard}
      <DisplayHeader clientId={clientId} venueId={venueId} graphicsControllerId={graphicsControllerId} displayId={displayId} display={display} />
      <AssetEditorView
        state={state}
        {...resources}
        mediaUrl={mediaUrl}
        canDeletePlacement
        displayMode
        saveLabel="Update Asset"
        savingLabel="Updating..."
        notFoundText={{ title: 'No asset or display found' }}
        errorText={{ title: 'Error loading display asset' }}
        send={send}
      />
      <DisplaySchedule displayId={displayId} />
      <HistorySection
        key={state.status === 'saving' ? 'saving' : 'shown'}
        filter={{ entityId: layoutId ? [displayId, layoutId] : [displayId] }}
      />
    </PageStack>
  );
}
