import { Link } from 'react-router';
import type { HomeSummary } from '../../../contract/home.ts';
import { Button, Card, CardContent, CardHeader } from '../../../ui-kit/index.ts';
import { AlertList, MutedLine, OutOfDateLine } from './home.styles.ts';
import { venuesInAlertText } from '../../shared/venues/venuesInAlertText.ts';
import {
  complianceHref,
  DATA_SOURCES_HREF,
  SCREENS_OUT_OF_DATE_HREF,
  SCREENS_UNZONED_HREF,
  screensOutOfDateText,
  screensShortText,
  screensUnzonedText,
  staleDataText,
} from './homeTexts.ts';

export interface AttentionCardProps {
  venuesInAlert: HomeSummary['venuesInAlert'];
  /** Where every venue in alert is listed: the filtered venues list (admins) or the client's page. */
  allHref: string;
  /** Displays not showing what their timeline says. */
  screensOutOfDate: number;
  /** Displays that ran short of their responsible-gambling seconds yesterday (the compliance report). */
  screensShort?: HomeSummary['screensShort'];
  /** Displays with no zone set. */
  screensUnzoned?: number;
  /** Live data sources stale while an open venue's screen shows them. */
  staleDataSources?: HomeSummary['staleDataSources'];
  /** The pages the reader may open: a line whose page it may not open is said without a link. */
  opens?: { screens: boolean; compliance: boolean; dataSources: boolean };
}

const EVERY_PAGE = { screens: true, compliance: true, dataSources: true };

/** A link to `to` when the reader may open it, else the same words as plain text. */
const LinkIf = ({ allowed, to, children }: { allowed: boolean; to: string; children: string }) => (allowed ? <Link to={to}>{children}</Link> : <span>{children}</span>);

/**
 * "Needs attention": the venues in alert by name, each linking to its page, and the whole list;
 * then how many screens are out of date, linking to /screens filtered to them; how many ran short
 * of their responsible-gambling seconds yesterday (to /compliance of that day) and how many have
 * no zone (to /screens filtered to them); and which live data sources are stale on an open venue's
 * screen (to /data-sources). Each line links only to a page the reader may open.
 */
export function AttentionCard({ venuesInAlert, allHref, screensOutOfDate, screensShort, screensUnzoned = 0, staleDataSources = [], opens = EVERY_PAGE }: AttentionCardProps) {
  const { items, total } = venuesInAlert;
  const more = total - items.length;
  const short = screensShort?.count ?? 0;
  const summary = [
    total > 0 ? venuesInAlertText(total) : null,
    screensOutOfDate > 0 ? screensOutOfDateText(screensOutOfDate) : null,
    short > 0 ? screensShortText(short) : null,
    screensUnzoned > 0 ? screensUnzonedText(screensUnzoned) : null,
    staleDataSources.length > 0 ? staleDataText(staleDataSources) : null,
  ];
  return (
    <Card>
      <CardHeader
        title="Needs attention"
        description={summary.filter((part) => part !== null).join(' · ') || undefined}
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
        {screensOutOfDate > 0 ? (
          <OutOfDateLine>
            <LinkIf allowed={opens.screens} to={SCREENS_OUT_OF_DATE_HREF}>{screensOutOfDateText(screensOutOfDate)}</LinkIf>
            <MutedLine as="span">: not showing what their schedule says (offline, an old layout or failed media).</MutedLine>
          </OutOfDateLine>
        ) : null}
        {screensShort && short > 0 ? (
          <OutOfDateLine>
            <LinkIf allowed={opens.compliance} to={complianceHref(screensShort.date)}>{screensShortText(short)}</LinkIf>
            <MutedLine as="span">: played fewer responsible-gambling seconds yesterday than the rules ask.</MutedLine>
          </OutOfDateLine>
        ) : null}
        {screensUnzoned > 0 ? (
          <OutOfDateLine>
            <LinkIf allowed={opens.screens} to={SCREENS_UNZONED_HREF}>{screensUnzonedText(screensUnzoned)}</LinkIf>
            <MutedLine as="span">: treated as seen from outside until a zone is set.</MutedLine>
          </OutOfDateLine>
        ) : null}
        {staleDataSources.length > 0 ? (
          <OutOfDateLine>
            <LinkIf allowed={opens.dataSources} to={DATA_SOURCES_HREF}>{staleDataText(staleDataSources)}</LinkIf>
            <MutedLine as="span">: open venues' screens show its fallback text instead of the figure.</MutedLine>
          </OutOfDateLine>
        ) : null}
      </CardContent>
    </Card>
  );
}
