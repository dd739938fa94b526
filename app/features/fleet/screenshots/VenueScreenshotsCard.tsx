import styled from 'styled-components';
import type { VenueScreenshots } from '../../../../contract/fleetScreenshots.ts';
import { Card, CardContent, CardHeader, EmptyState, vars, type RelativeTimeValue, type RenderLink } from '../../../../ui-kit/index.ts';
import { ScreenshotThumbnail } from './ScreenshotThumbnail.tsx';
import { screenshotTexts } from './screenshotTexts.ts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${vars.space[16]};
  & li {
    display: grid;
    gap: ${vars.space[4]};
    align-content: start;
    min-width: 0;
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

export interface VenueScreenshotsCardProps {
  displays: VenueScreenshots['items'];
  /** A link to the display's fleet page. */
  displayHref: (displayId: string) => string;
  /** The Screens page filtered to this venue (status and commands for all its displays). */
  screensHref: string;
  renderLink?: RenderLink;
  now?: RelativeTimeValue | undefined;
}

/**
 * The venue page's Generation One section: each display's latest screenshot and its
 * time, and the way to the Screens page filtered to the venue (status, commands to all of them).
 */
export function VenueScreenshotsCard({ displays, displayHref, screensHref, renderLink, now }: VenueScreenshotsCardProps) {
  const screensLink = { href: screensHref, children: screenshotTexts.venueScreensLink };
  return (
    <Card>
      <CardHeader
        title={screenshotTexts.venueTitle}
        description={screenshotTexts.venueDescription}
        actions={displays.length > 0 ? (renderLink ? renderLink(screensLink) : <a href={screensHref}>{screensLink.children}</a>) : null}
      />
      <CardContent>
        {displays.length === 0 ? (
          <EmptyState size="sm" title={screenshotTexts.venueEmpty} />
        ) : (
          <Grid>
            {displays.map((display) => {
              const name = `${display.label} · ${display.graphicsControllerName}`;
              const href = displayHref(display.displayId);
              return (
                <li key={display.displayId}>
                  {renderLink ? renderLink({ href, children: name }) : <a href={href}>{name}</a>}
                  <ScreenshotThumbnail displayId={display.displayId} displayLabel={display.label} screenshot={display.latestScreenshot} width="100%" now={now} />
                </li>
              );
            })}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
