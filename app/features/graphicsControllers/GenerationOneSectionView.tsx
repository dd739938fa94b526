import type { ReactNode } from 'react';
import type { GraphicsController } from '../../../contract/graphicsControllers.ts';
import type { ControllerLinkingView } from '../../../machines/controllerLinking.selectors.ts';
import { ConfirmDialog } from '../../../ui-kit/index.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { SectionHeading } from '../../shared/lists/SectionHeading.tsx';
import { GraphicsControllersCard, type GraphicsControllersCardProps } from './GraphicsControllersCard.tsx';
import { LinkControllerDialogView, type LinkControllerDialogViewProps } from './LinkControllerDialogView.tsx';

export interface DeleteControllerState {
  /** The controller whose deletion is being confirmed; null when the dialog is shut. */
  controller: GraphicsController | null;
  submitting: boolean;
}

export interface GenerationOneSectionViewProps {
  card: GraphicsControllersCardProps;
  /** What selectControllerLinking made of the linking machine. */
  linking: ControllerLinkingView;
  linkHandlers: Omit<LinkControllerDialogViewProps, 'linking'>;
  deleting: DeleteControllerState;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  /** The displays' latest screenshots (the fleet feature's card), under the controllers. */
  screenshots?: ReactNode;
}

/** docs/product.md#screens venue page: the Generation One section, its link dialog and its delete confirmation. */
export function GenerationOneSectionView({ card, linking, linkHandlers, deleting, onDeleteCancel, onDeleteConfirm, screenshots }: GenerationOneSectionViewProps) {
  const { controller } = deleting;
  return (
    <section aria-labelledby="venue-generation-one-heading">
      <SectionHeading id="venue-generation-one-heading">Generation One</SectionHeading>
      {/* Full width: a table of names, times and actions does not fit a grid column. Spaced as the page's other cards. */}
      <PageStack>
        <GraphicsControllersCard {...card} />
        {screenshots}
      </PageStack>
      <LinkControllerDialogView linking={linking} {...linkHandlers} />
      <ConfirmDialog
        open={controller !== null}
        onOpenChange={(open) => (open ? undefined : onDeleteCancel())}
        title="Delete graphics controller?"
        description={
          controller
            ? `${controller.name} will be unlinked from this venue and its screens stop updating until the PC is linked again with a new code.`
            : undefined
        }
        confirmLabel="Delete"
        variant="destructive"
        loading={deleting.submitting}
        onConfirm={onDeleteConfirm}
      />
    </section>
  );
}
