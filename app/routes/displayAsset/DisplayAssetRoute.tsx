import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { Asset } from '../../../contract/assets.ts';
import { Button, PageHeader } from '../../../ui-kit/index.ts';
import { displayAssetQuery, saveDisplayAsset } from '../../api/assets.ts';
import { controllerDisplaysQuery } from '../../api/graphicsControllers.ts';
import { isNotFound } from '../../api/notFound.ts';
import { HistorySection } from '../../features/activity/HistorySection.tsx';
import { AssetEditorView } from '../../features/assetEditor/AssetEditorView.tsx';
import { useEditorViewState } from '../../features/assetEditor/editorState.ts';
import { mediaUrl } from '../../features/assetEditor/mediaUrl.ts';
import { useAssetEditorActor } from '../../features/assetEditor/useAssetEditorActor.ts';
import { useEditorResources } from '../../features/assetEditor/useEditorResources.ts';
import { PageStack } from '../../features/lists/lists.styles.ts';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * /clients/{clientId}/{venueId}/{graphicsControllerId}/{displayId} (SPEC §2.4): the display's layout
 * in the editor on a canvas of the display's reported size; Update Asset saves it for the device.
 */
export function DisplayAssetRoute() {
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
  const controllerPath = `/clients/${clientId}/${venueId}/${graphicsControllerId}`;
  return (
    <PageStack>
      <PageHeader
        title={display ? `${display.label} - Layout` : 'Display layout'}
        description={display ? `${display.width} × ${display.height} pixels` : undefined}
        actions={
          <Button as={Link} to={controllerPath} variant="outline">
            Back to Displays
          </Button>
        }
      />
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
      <HistorySection
        key={state.status === 'saving' ? 'saving' : 'shown'}
        filter={{ entityId: layoutId ? [displayId, layoutId] : [displayId] }}
      />
    </PageStack>
  );
}
