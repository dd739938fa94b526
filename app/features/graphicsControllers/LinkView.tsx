import type { SearchResult } from '../../../contract/search.ts';
import type { SearchPanelView } from '../../../machines/searchPanel.selectors.ts';
import { Button, Card, CardContent, CardHeader, Icon, PageHeader, Spinner, StatusPanel, TextField } from '../../../ui-kit/index.ts';
import { ListError, ListTip, PageStack } from '../../shared/lists/lists.styles.ts';
import { ResultList } from './LinkView.styles.ts';

export interface LinkViewProps {
  /** The code from the address, upper-cased; null when the address has none that could be one. */
  code: string | null;
  search: SearchPanelView;
  onTermChange: (term: string) => void;
  onRetry: () => void;
  /** A venue was chosen: its page opens with the link dialog and this code. */
  onChoose: (venue: SearchResult) => void;
}

/**
 * /link?code=XXXXXX (docs/device-protocol.md#pairing): where the QR code on a new player's screen leads. Asks which venue
 * the screen is in, found by typing; choosing one opens that venue's link dialog with the code.
 */
export function LinkView({ code, search, onTermChange, onRetry, onChoose }: LinkViewProps) {
  if (code === null) {
    return (
      <StatusPanel
        icon={<Icon name="alert-circle" size="xl" />}
        tone="destructive"
        title="No screen code in this address"
        description="Open the address shown under the QR code on the screen, or link the screen from its venue page."
      />
    );
  }
  const venues = search.results.filter((result) => result.type === 'Venue');
  return (
    <PageStack>
      <PageHeader title="Link a screen" description={`The screen shows the code ${code}. Choose the venue it is in.`} />
      <Card>
        <CardHeader title="Which venue?" description="Type part of the venue's name or GMV." />
        <CardContent>
          <TextField
            label="Venue"
            value={search.term}
            autoFocus
            autoComplete="off"
            onChange={(event) => onTermChange(event.target.value)}
          />
          {search.status === 'loading' ? <Spinner label="Searching" /> : null}
          {search.status === 'error' ? (
            <ListError>
              Error{' '}
              <Button variant="link" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </ListError>
          ) : null}
          {search.status === 'empty' || (search.status === 'results' && venues.length === 0) ? <ListTip>No venues found</ListTip> : null}
          {venues.length > 0 ? (
            <ResultList aria-label="Venues">
              {venues.map((venue) => (
                <li key={venue.id}>
                  <Button variant="outline" onClick={() => onChoose(venue)}>
                    {venue.gmv ? `${venue.name} (${venue.gmv})` : venue.name}
                  </Button>
                </li>
              ))}
            </ResultList>
          ) : null}
        </CardContent>
      </Card>
    </PageStack>
  );
}
