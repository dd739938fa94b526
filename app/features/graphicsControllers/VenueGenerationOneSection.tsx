import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { GraphicsController, LinkGraphicsControllerRequest } from '../../../contract/graphicsControllers.ts';
import { controllerLinkingMachine } from '../../../machines/controllerLinking.machine.ts';
import { selectControllerLinking } from '../../../machines/controllerLinking.selectors.ts';
import { venueKeys } from '../../api/venues.ts';
import { clientKeys } from '../../api/clients.ts';
import {
  checkControllerCode,
  deleteController,
  graphicsControllerKeys,
  linkController,
  venueControllersQuery,
  venueUptimeQuery,
} from '../../api/graphicsControllers.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { GenerationOneSectionView } from './GenerationOneSectionView.tsx';
import { queryStatus } from '../../api/queryStatus.ts';
import { usePermission } from '../../session/usePermission.ts';

export interface VenueGenerationOneSectionProps {
  clientId: string;
  venueId: string;
  /** A code to link (the /link page sends people here with it): the dialog opens with it typed in. */
  linkCode?: string | undefined;
  /** The displays' latest screenshots, from the fleet feature; the route passes it in. */
  screenshots?: ReactNode;
}

/** Status and last-seen times move on their own: look again every minute while the page is open. */
const STATUS_REFRESH_MS = 60_000;

/** docs/product.md#messages texts of the delete confirmation (#states, Dialogs and mutations). */
const DELETE_TEXTS = {
  progressText: 'Deleting graphics controller...',
  successTitle: 'Graphics controller deleted',
  errorTitle: 'Error deleting graphics controller',
};

/**
 * docs/product.md#screens venue page: the Generation One section, for those who may read the fleet
 * (fleet.read, docs/permissions.md); nobody else sees it (a designer was shown "Error", the API's 403).
 * Those who hold fleet.edit (admins, the venue's client users) may link and unlink
 * (docs/decisions.md#generation-one); linking is the controllerLinking machine with the real calls.
 */
export function VenueGenerationOneSection(props: VenueGenerationOneSectionProps) {
  return usePermission('fleet.read') ? <PermittedVenueGenerationOneSection {...props} /> : null;
}

function PermittedVenueGenerationOneSection({ clientId, venueId, linkCode, screenshots }: VenueGenerationOneSectionProps) {
  const canEdit = usePermission('fleet.edit');
  const queryClient = useQueryClient();
  const showToast = useToast();
  const controllers = useQuery({ ...venueControllersQuery(venueId), refetchInterval: STATUS_REFRESH_MS });
  const uptime = useQuery({ ...venueUptimeQuery(venueId), refetchInterval: STATUS_REFRESH_MS });
  const [toDelete, setToDelete] = useState<GraphicsController | null>(null);
  const [justLinkedId, setJustLinkedId] = useState<string | null>(null);

  // A venue's last seen and alert follow its controllers (docs/decisions.md#venues-and-alerts): refresh those too.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: graphicsControllerKeys.ofVenue(venueId) }),
      queryClient.invalidateQueries({ queryKey: graphicsControllerKeys.uptime(venueId) }),
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    ]);

  // Made once (provide() builds a whole new machine, and useActorRef starts only the first it is
  // given); what it calls is this venue's, and the page is drawn afresh for another venue.
  const [linkingMachine] = useState(() =>
    controllerLinkingMachine.provide({
      actors: {
        checkCode: fromPromise<string, { code: string }>(({ input }) => checkControllerCode(input.code)),
        link: fromPromise<void, LinkGraphicsControllerRequest>(async ({ input }) => {
          const linked = await linkController(venueId, input.code, input.name);
          setJustLinkedId(linked.id);
        }),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        refetchControllers: () => void refetch(),
      },
    }),
  );
  const linkingActor = useActorRef(linkingMachine);
  const linking = useSelector(linkingActor, selectControllerLinking);

  // Arriving from /link?code=…: open the dialog with the code typed in and look it up at once (the
  // person chose it on /link; no click of theirs can land on the name step's Link meanwhile).
  useEffect(() => {
    if (!linkCode || !canEdit) return;
    linkingActor.send({ type: 'linking.open' });
    linkingActor.send({ type: 'linking.codeChanged', value: linkCode });
    linkingActor.send({ type: 'linking.next' });
  }, [linkCode, canEdit, linkingActor]);

  const remove = useMutationDialog(DELETE_TEXTS, (controllerId: string) => deleteController(venueId, controllerId), () => {
    setToDelete(null);
    void refetch();
  });

  return (
    <GenerationOneSectionView
      card={{
        clientId,
        venueId,
        status: queryStatus(controllers),
        controllers: controllers.data ?? [],
        canEdit,
        uptime: uptime.data,
        justLinkedId,
        onLink: () => linkingActor.send({ type: 'linking.open' }),
        onDelete: (controller) => {
          setToDelete(controller);
          remove.open();
        },
      }}
      linking={linking}
      linkHandlers={{
        onClose: () => linkingActor.send({ type: 'linking.close' }),
        onCodeChange: (value) => linkingActor.send({ type: 'linking.codeChanged', value }),
        onNext: () => linkingActor.send({ type: 'linking.next' }),
        onNameChange: (value) => linkingActor.send({ type: 'linking.nameChanged', value }),
        onBack: () => linkingActor.send({ type: 'linking.back' }),
        onSubmit: () => linkingActor.send({ type: 'linking.submit' }),
      }}
      deleting={{ controller: remove.view.open ? toDelete : null, submitting: remove.view.submitting }}
      onDeleteCancel={() => {
        remove.close();
        setToDelete(null);
      }}
      onDeleteConfirm={() => {
        if (toDelete) remove.submit(toDelete.id);
      }}
      screenshots={screenshots}
    />
  );
}
