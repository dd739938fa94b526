import { Link } from 'react-router';
import type { Display } from '../../../contract/displays.ts';
import { Button, PageHeader } from '../../../ui-kit/index.ts';
import { AwaitingApprovalBadge } from '../../shared/compliance/AwaitingApprovalBadge.tsx';

export interface DisplayHeaderViewProps {
  clientId: string;
  venueId: string;
  graphicsControllerId: string;
  displayId: string;
  /** The display from its controller's list; undefined while it loads. */
  display: Pick<Display, 'label' | 'width' | 'height'> | undefined;
  /**
   * A layout of its week has a newer version waiting for approval (GET /api/display/{id}): the
   * same badge as its /screens row and page, since it plays the approved version meanwhile
   * (docs/compliance.md#approval).
   */
  awaitingApproval: boolean;
}

/** The heading of a display reached through its client (/clients/{clientId}/…/{displayId}), with its links. */
export function DisplayHeaderView({ clientId, venueId, graphicsControllerId, displayId, display, awaitingApproval }: DisplayHeaderViewProps) {
  const size = display ? `${display.width} × ${display.height} pixels` : null;
  return (
    <PageHeader
      title={display ? `${display.label} - Layout` : 'Display layout'}
      description={
        size || awaitingApproval ? (
          <>
            {size}
            {awaitingApproval ? (
              <>
                {size ? ' ' : null}
                <AwaitingApprovalBadge />
              </>
            ) : null}
          </>
        ) : undefined
      }
      actions={
        <>
          {/* Status, screenshots and commands live on the fleet's page of the display: linked both ways. */}
          <Button as={Link} to={`/screens/${displayId}`} variant="outline">
            Status and commands
          </Button>
          <Button as={Link} to={`/clients/${clientId}/${venueId}/${graphicsControllerId}`} variant="outline">
            Back to Displays
          </Button>
        </>
      }
    />
  );
}
