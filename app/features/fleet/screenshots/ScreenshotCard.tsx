import { useState } from 'react';
import styled from 'styled-components';
import { screenshotFreshness } from '../../../../contract/fleet/screenshots.ts';
import type { ScreenshotRef } from '../../../../contract/fleetScreenshots.ts';
import { Badge, Button, Card, CardContent, CardHeader, formatRelativeTime, RelativeTime, vars, type RelativeTimeValue } from '../../../../ui-kit/index.ts';
import { ScreenshotImage } from './ScreenshotImage.tsx';
import { screenshotTexts } from './screenshotTexts.ts';
import { useNowMs } from './useNowMs.ts';

/** Where "Take screenshot now" stands: nothing asked, waiting for a newer picture, it came, it is late, the player failed. */
export type TakingState = { phase: 'idle' } | { phase: 'waiting' } | { phase: 'arrived' } | { phase: 'late' } | { phase: 'failed'; error: string | null };

export interface ScreenshotCardProps {
  displayId: string;
  displayLabel: string;
  /** The kept screenshots, newest first (the first is the latest). */
  screenshots: ScreenshotRef[];
  /** The client's interval in minutes; 0: automatic screenshots off. */
  intervalMinutes: number;
  taking: TakingState;
  /** Asks for a screenshot now; without it (a role without fleet.edit, docs/permissions.md) there is no button. */
  onTake?: (() => void) | undefined;
  now?: RelativeTimeValue | undefined;
}

const Body = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  max-width: 640px;
`;

const When = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
  font-size: ${vars.fontSize.md};
`;

const Note = styled.p<{ $tone?: 'muted' | 'warning' | 'destructive' }>`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${(props) =>
    props.$tone === 'destructive' ? vars.color.destructiveText : props.$tone === 'warning' ? vars.color.warningText : vars.color.textMuted};
`;

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${vars.space[4]};
  display: flex;
  gap: ${vars.space[8]};
  overflow-x: auto;
  & button {
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${vars.radius.md};
    background: none;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    border-color: ${vars.color.accent};
  }
  & button:focus-visible {
    outline: 2px solid ${vars.color.accent};
    outline-offset: 2px;
  }
`;

/**
 * A display's screenshot: the latest with its time and whether it is fresh or old (in
 * words), "Take screenshot now" with its progress, and the earlier ones as a strip to look back.
 */
export function ScreenshotCard({ displayId, displayLabel, screenshots, intervalMinutes, taking, onTake, now }: ScreenshotCardProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const latest = screenshots[0] ?? null;
  const shown = screenshots.find((item) => item.id === chosenId) ?? latest;
  const nowDate = new Date(useNowMs(now));
  const freshness = screenshotFreshness(latest?.takenUtc ?? null, intervalMinutes, nowDate);
  const relative = (value: string) => <RelativeTime value={value} {...(now === undefined ? {} : { now })} />;
  const alt = (item: ScreenshotRef) => screenshotTexts.alt(displayLabel, formatRelativeTime(item.takenUtc, nowDate));

  return (
    <Card>
      <CardHeader
        title={screenshotTexts.title}
        actions={
          onTake ? (
            <Button variant="outline" size="sm" loading={taking.phase === 'waiting'} onClick={onTake}>
              {screenshotTexts.takeNow}
            </Button>
          ) : null
        }
      />
      <CardContent>
        <Body>
          {shown === null ? (
            <>
              <When>{screenshotTexts.none}</When>
              <Note>{screenshotTexts.noneHelp(intervalMinutes)}</Note>
            </>
          ) : (
            <>
              <ScreenshotImage displayId={displayId} screenshotId={shown.id} alt={alt(shown)} />
              <When>
                {screenshotTexts.taken} {relative(shown.takenUtc)}
                {shown === latest ? <Badge variant={freshness === 'old' ? 'warning' : 'success'}>{freshness === 'old' ? screenshotTexts.old : screenshotTexts.fresh}</Badge> : null}
              </When>
              {shown === latest && freshness === 'old' ? <Note $tone="warning">{screenshotTexts.oldHelp(intervalMinutes)}</Note> : null}
            </>
          )}
          <div role="status" aria-live="polite">
            {taking.phase === 'waiting' ? <Note>{screenshotTexts.waiting}</Note> : null}
            {taking.phase === 'arrived' ? <Note>{screenshotTexts.arrived}</Note> : null}
            {taking.phase === 'late' ? <Note $tone="warning">{screenshotTexts.late}</Note> : null}
            {taking.phase === 'failed' ? <Note $tone="destructive">{screenshotTexts.failed(taking.error)}</Note> : null}
          </div>
          {screenshots.length > 1 ? (
            <nav aria-label={screenshotTexts.history}>
              <Strip>
                {screenshots.map((item) => (
                  <li key={item.id}>
                    <button type="button" aria-pressed={item.id === shown?.id} onClick={() => setChosenId(item.id === latest?.id ? null : item.id)}>
                      <ScreenshotImage displayId={displayId} screenshotId={item.id} alt={alt(item)} width="96px" />
                    </button>
                  </li>
                ))}
              </Strip>
            </nav>
          ) : null}
        </Body>
      </CardContent>
    </Card>
  );
}
