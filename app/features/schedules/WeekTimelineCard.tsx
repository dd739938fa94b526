import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, media, Spinner, vars } from '../../../ui-kit/index.ts';
import { ListError } from '../lists/lists.styles.ts';
import type { DayPiece, TimelineDay } from './weekTimeline.ts';

/** A piece of a day with what it shows, named for people. */
export interface LabelledPiece extends DayPiece {
  /** "Happy hour", "Takeover: Jackpot", "Own layout" or "Idle screen". */
  label: string;
}

export interface LabelledDay extends Omit<TimelineDay, 'pieces'> {
  pieces: LabelledPiece[];
}

export interface WeekTimelineCardProps {
  status: 'loading' | 'error' | 'ready';
  days: LabelledDay[];
  /** The venue's IANA zone the times are read in. */
  timeZone: string | null;
  /** "30 November – 6 December 2026". */
  weekText: string;
  /** What plays now and next, when the week shown holds the present. */
  now?: { label: string; until: string | null } | null | undefined;
  next?: { label: string; at: string } | null | undefined;
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

const Days = styled.ol`
  display: grid;
  gap: ${vars.space[16]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DayTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  align-items: baseline;
  margin: 0 0 ${vars.space[8]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};

  span {
    font-weight: ${vars.fontWeight.regular};
    color: ${vars.color.warningText};
  }
`;

/** The day to scale, midnight to midnight: a picture of the list below it. */
const Bar = styled.div`
  position: relative;
  height: 28px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  overflow: hidden;

  ${media.belowMd} {
    height: 12px;
  }
`;

const Block = styled.div<{ $offset: number; $length: number }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${({ $offset }) => `${($offset * 100).toFixed(3)}%`};
  width: ${({ $length }) => `${($length * 100).toFixed(3)}%`};
  padding: 0 ${vars.space[4]};
  border-left: 1px solid ${vars.color.surface};
  font-size: ${vars.fontSize.xs};
  line-height: 28px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &[data-source='schedule'] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.accentText};
  }

  &[data-source='takeover'] {
    background: ${vars.color.warningSubtle};
    color: ${vars.color.warningText};
  }

  &[data-source='display'] {
    color: ${vars.color.textMuted};
  }

  &[data-opens] {
    cursor: pointer;
  }

  ${media.belowMd} {
    font-size: 0;
  }
`;

/** The venue's open hours, under the day's pieces: a band along the bar's foot. */
const OpenBand = styled.div<{ $offset: number; $length: number }>`
  position: absolute;
  bottom: 0;
  height: 4px;
  left: ${({ $offset }) => `${($offset * 100).toFixed(3)}%`};
  width: ${({ $length }) => `${($length * 100).toFixed(3)}%`};
  background: ${vars.color.success};
  pointer-events: none;

  ${media.belowMd} {
    height: 3px;
  }
`;

/** "Open 10:00–22:00" beside the day's date: what the band shows, in words. */
const OpenText = styled.small`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
`;

const Pieces = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: ${vars.space[8]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};

  li {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${vars.space[8]};
    overflow-wrap: anywhere;
  }

  time {
    font-variant-numeric: tabular-nums;
    color: ${vars.color.textMuted};
  }
`;

/** An entry's name in the list, when it opens the entry: a link-like button (the keyboard's way in). */
const EntryButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.accentText};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[16]};
`;

/** 23 or 25 hours: the day the clocks change, said beside its date. */
function clockChange(hours: number): string | null {
  if (hours < 24) return `${hours}-hour day: clocks go forward`;
  if (hours > 24) return `${hours}-hour day: clocks go back`;
  return null;
}

function Day({ day, onOpenEntry }: { day: LabelledDay; onOpenEntry?: ((entryId: string) => void) | undefined }) {
  const change = clockChange(day.hours);
  const opens = (piece: LabelledPiece) => (onOpenEntry && piece.source === 'schedule' ? () => onOpenEntry(piece.id) : undefined);
  return (
    <li aria-labelledby={`timeline-${day.date}`}>
      <DayTitle id={`timeline-${day.date}`}>
        {day.title}
        {change ? <span>{change}</span> : null}
        <OpenText data-open-hours>
          {day.open.length === 0 ? 'Closed' : `Open ${day.open.map((span) => `${span.startText}–${span.endText}`).join(', ')}`}
        </OpenText>
      </DayTitle>
      {/* The picture is for the eye (and the mouse); the list below it is what assistive technology reads and the keyboard uses. */}
      <Bar aria-hidden>
        {day.pieces.map((piece) => {
          const open = opens(piece);
          return (
            <Block
              key={piece.startMs}
              data-source={piece.source}
              data-opens={open ? '' : undefined}
              onClick={open}
              $offset={piece.offset}
              $length={piece.length}
              title={`${piece.startText}–${piece.endText} ${piece.label}`}
            >
              {piece.label}
            </Block>
          );
        })}
        {day.open.map((span) => (
          <OpenBand key={span.startText} data-open-span $offset={span.offset} $length={span.length} />
        ))}
      </Bar>
      <Pieces>
        {day.pieces.map((piece) => {
          const open = opens(piece);
          return (
            <li key={piece.startMs} data-source={piece.source}>
              <time>
                {piece.startText}–{piece.endText}
              </time>
              {open ? (
                <EntryButton type="button" onClick={open} aria-label={`Open entry: ${piece.label}, ${piece.startText}–${piece.endText}`}>
                  {piece.label}
                </EntryButton>
              ) : (
                <span>{piece.label}</span>
              )}
            </li>
          );
        })}
      </Pieces>
    </li>
  );
}

/**
 * What plays when on one display, a week at a time, in the venue's time zone (issue 20): each
 * local day midnight to midnight (23 or 25 hours when the clocks change), drawn to scale and
 * listed, so a phone reads it as a day list.
 */
export function WeekTimelineCard({ status, days, timeZone, weekText, now, next, onPreviousWeek, onNextWeek, onThisWeek, onOpenEntry }: WeekTimelineCardProps) {
  return (
    <Card>
      <CardHeader title="What plays when" description={timeZone ? `Times in the venue’s time zone, ${timeZone}.` : 'Times in the venue’s time zone.'} />
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
        {status === 'ready' && (now || next) ? (
          <NowNext>
            {now ? (
              <>
                <dt>Now</dt>
                <dd>{now.until ? `${now.label} until ${now.until}` : now.label}</dd>
              </>
            ) : null}
            {next ? (
              <>
                <dt>Next</dt>
                <dd>
                  {next.label} at {next.at}
                </dd>
              </>
            ) : null}
          </NowNext>
        ) : null}
        {status === 'loading' ? (
          <Centered>
            <Spinner label="Loading timeline" />
          </Centered>
        ) : status === 'error' ? (
          <ListError>Error loading timeline</ListError>
        ) : (
          <Days aria-label="Days of the week">
            {days.map((day) => (
              <Day key={day.date} day={day} onOpenEntry={onOpenEntry} />
            ))}
          </Days>
        )}
      </CardContent>
    </Card>
  );
}
