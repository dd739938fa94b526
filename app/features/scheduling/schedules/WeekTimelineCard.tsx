import { Fragment } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, Spinner, vars } from '../../../../ui-kit/index.ts';
import { ListError } from '../../../shared/lists/lists.styles.ts';
import type { LabelledDay } from './weekTimeline.ts';
import { WeekTimelineDay } from './WeekTimelineDay.tsx';

export type NowText = { label: string; until: string | null } | null;
export type NextText = { label: string; at: string } | null;

/** A venue's week: what one display plays now and next. */
export interface LaneNowNext {
  /** The display's id: two lanes may share a name. */
  key: string;
  lane: string;
  now: NowText;
  next: NextText;
}

export interface WeekTimelineCardProps {
  status: 'loading' | 'error' | 'ready';
  days: LabelledDay[];
  /** The venue's IANA zone the times are read in. */
  timeZone: string | null;
  /** "30 November – 6 December 2026". */
  weekText: string;
  /** What plays now and next, when the week shown holds the present. */
  now?: NowText | undefined;
  next?: NextText | undefined;
  /** A venue's week: now and next per display, instead of `now` and `next`. */
  lanesNowNext?: LaneNowNext[] | undefined;
  /** Said under the title; by default the venue's time zone the times are read in. */
  description?: string | undefined;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
  /** Back to the week that holds today; absent when it is already shown. */
  onThisWeek?: (() => void) | undefined;
  /** Opens a schedule entry's editor (admins): its pieces then open it when clicked. */
  onOpenEntry?: ((entryId: string) => void) | undefined;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
  margin-bottom: ${vars.space[16]};

  strong {
    margin-right: auto;
    font-weight: ${vars.fontWeight.medium};
  }
`;

const NowNext = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[4]} ${vars.space[12]};
  margin: 0 0 ${vars.space[16]};

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A venue's: each display's name over its now and next on a phone, where a name may be long. */
const LanesNowNext = styled(NowNext)`
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;

    dd {
      margin-bottom: ${vars.space[8]};
    }
  }
`;

const Days = styled.ol`
  display: grid;
  gap: ${vars.space[16]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[16]};
`;

const nowText = (now: NonNullable<NowText>) => (now.until ? `${now.label} until ${now.until}` : now.label);
const nextText = (next: NonNullable<NextText>) => `${next.label} at ${next.at}`;

/** "Now" and "Next" of one display; on a venue's week, each display's name and its own. */
function NowAndNext({ now, next, lanes }: { now: NowText; next: NextText; lanes: LaneNowNext[] | undefined }) {
  if (lanes) {
    if (lanes.length === 0) return null;
    return (
      <LanesNowNext aria-label="Now and next on each display">
        {lanes.map((lane) => (
          <Fragment key={lane.key}>
            <dt>{lane.lane}</dt>
            <dd>{[lane.now ? `Now ${nowText(lane.now)}` : null, lane.next ? `next ${nextText(lane.next)}` : null].filter(Boolean).join('; ')}</dd>
          </Fragment>
        ))}
      </LanesNowNext>
    );
  }
  if (!now && !next) return null;
  return (
    <NowNext>
      {now ? (
        <>
          <dt>Now</dt>
          <dd>{nowText(now)}</dd>
        </>
      ) : null}
      {next ? (
        <>
          <dt>Next</dt>
          {/* Three text nodes, as it always was: one string kerns differently by a few pixels. */}
          <dd>
            {next.label} at {next.at}
          </dd>
        </>
      ) : null}
    </NowNext>
  );
}

/**
 * What plays when on one display (or each display of a venue, a lane each), a week at a time, in
 * the venue's time zone: each local day midnight to midnight (23 or 25 hours when the
 * clocks change), drawn to scale and listed, so a phone reads it as a day list.
 */
export function WeekTimelineCard({
  status,
  days,
  timeZone,
  weekText,
  now,
  next,
  lanesNowNext,
  description,
  onPreviousWeek,
  onNextWeek,
  onThisWeek,
  onOpenEntry,
}: WeekTimelineCardProps) {
  return (
    <Card>
      <CardHeader
        title="What plays when"
        description={description ?? (timeZone ? `Times in the venue’s time zone, ${timeZone}.` : 'Times in the venue’s time zone.')}
      />
      <CardContent>
        <Toolbar>
          <strong aria-live="polite">{weekText}</strong>
          {onThisWeek ? (
            <Button variant="ghost" size="sm" onClick={onThisWeek}>
              This week
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onPreviousWeek}>
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={onNextWeek}>
            Next week
          </Button>
        </Toolbar>
        {status === 'ready' ? <NowAndNext now={now ?? null} next={next ?? null} lanes={lanesNowNext} /> : null}
        {status === 'loading' ? (
          <Centered>
            <Spinner label="Loading timeline" />
          </Centered>
        ) : status === 'error' ? (
          <ListError>Error loading timeline</ListError>
        ) : (
          <Days aria-label="Days of the week">
            {days.map((day) => (
              <WeekTimelineDay key={day.date} day={day} onOpenEntry={onOpenEntry} />
            ))}
          </Days>
        )}
      </CardContent>
    </Card>
  );
}
