import { Link } from 'react-router';
import type { HomeSummary } from '../../../contract/home.ts';
import { Button, Card, CardContent, CardHeader } from '../../../ui-kit/index.ts';
import { AlertList, MutedLine } from './home.styles.ts';
import { venuesInAlertText } from '../../features/venues/venuesInAlertText.ts';

export interface AttentionCardProps {
  venuesInAlert: HomeSummary['venuesInAlert'];
  /** Where every venue in alert is listed: the filtered venues list (admins) or the client's page. */
  allHref: string;
}

/** "Needs attention": the venues in alert by name, each linking to its page, and the whole list. */
export function AttentionCard({ venuesInAlert, allHref }: AttentionCardProps) {
  const { items, total } = venuesInAlert;
  const more = total - items.length;
  return (
    <Card>
      <CardHeader
        title="Needs attention"
        description={total > 0 ? venuesInAlertText(total) : undefined}
        actions={
          total > 0 ? (
            <Button as={Link} to={allHref} variant="outline" size="sm">
              Show all in alert
            </Button>
          ) : null
        }
      />
      <CardContent>
        {total === 0 ? (
          <MutedLine>No venue is in alert: every venue with screens has been seen lately.</MutedLine>
        ) : (
          <>
            <AlertList aria-label="Venues in alert">
              {items.map((venue) => (
                <li key={venue.id}>
                  <Link to={`/clients/${venue.clientId}/${venue.id}`}>{venue.name}</Link>
                  <MutedLine as="span"> · {venue.clientName}</MutedLine>
                </li>
              ))}
            </AlertList>
            {more > 0 ? <MutedLine>and {more} more.</MutedLine> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
