import styled from 'styled-components';
import { AWAITING_APPROVAL_LABEL } from '../../../../contract/approvals.ts';
import { media, vars } from '../../../../ui-kit/index.ts';
import { AwaitingApprovalBadge } from '../../../shared/compliance/AwaitingApprovalBadge.tsx';
import { requiredSlotsText } from './timelineLabels.ts';
import type { LabelledDay, LabelledPiece, RequiredSlots } from './weekTimeline.ts';

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

  /* A newer version waits for approval (the list below says so in words): a mark along the top, clear of the open-hours band. */
  &[data-awaiting-approval] {
    box-shadow: inset 0 3px 0 ${vars.color.warning};
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

  /* On a phone a day's hours sit under its name on every day: beside it where they fitted and under
     it where they did not, the week read as a ragged list. */
  ${media.belowMd} {
    flex-basis: 100%;
  }
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

/** A piece's name, and beside it that a newer version waits for approval. */
const PieceName = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  align-items: center;
  min-width: 0;
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

/** A venue's day: one lane per display, its name beside its bar (above it on a phone). */
const Lane = styled.div`
  display: grid;
  grid-template-columns: minmax(6rem, 10rem) minmax(0, 1fr);
  gap: ${vars.space[4]} ${vars.space[12]};
  align-items: start;

  & + & {
    margin-top: ${vars.space[12]};
  }

  > h4 {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    line-height: 28px;
    overflow-wrap: anywhere;
  }

  ${media.belowMd} {
    grid-template-columns: minmax(0, 1fr);

    > h4 {
      line-height: inherit;
    }
  }
`;

/** 23 or 25 hours: the day the clocks change, said beside its date. */
function clockChange(hours: number): string | null {
  if (hours < 24) return `${hours}-hour day: clocks go forward`;
  if (hours > 24) return `${hours}-hour day: clocks go back`;
  return null;
}

type OpenEntry = ((entryId: string) => void) | undefined;

const opener = (onOpenEntry: OpenEntry) => (piece: LabelledPiece) =>
  onOpenEntry && piece.source === 'schedule' ? () => onOpenEntry(piece.id) : undefined;

/**
 * The day to scale with its open hours, then the same as a list: what assistive technology reads
 * and the keyboard uses; the day's responsible-gambling slots are its last line (too short to draw).
 */
function DayPieces({ day, pieces, required, onOpenEntry }: { day: LabelledDay; pieces: LabelledPiece[]; required: RequiredSlots | null; onOpenEntry: OpenEntry }) {
  const opens = opener(onOpenEntry);
  return (
    <div>
      <Bar aria-hidden>
        {pieces.map((piece) => {
          const open = opens(piece);
          return (
            <Block
              key={piece.startMs}
              data-source={piece.source}
              data-opens={open ? '' : undefined}
              onClick={open}
              $offset={piece.offset}
              $length={piece.length}
              title={`${piece.startText}–${piece.endText} ${piece.label}${piece.awaitingApproval ? ` (${AWAITING_APPROVAL_LABEL})` : ''}`}
              data-awaiting-approval={piece.awaitingApproval ? '' : undefined}
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
        {pieces.map((piece) => {
          const open = opens(piece);
          const name = open ? (
            <EntryButton type="button" onClick={open} aria-label={`Open entry: ${piece.label}, ${piece.startText}–${piece.endText}`}>
              {piece.label}
            </EntryButton>
          ) : (
            <span>{piece.label}</span>
          );
          return (
            <li key={piece.startMs} data-source={piece.source}>
              <time>
                {piece.startText}–{piece.endText}
              </time>
              {piece.awaitingApproval ? (
                <PieceName>
                  {name}
                  <AwaitingApprovalBadge />
                </PieceName>
              ) : (
                name
              )}
            </li>
          );
        })}
        {required ? (
          <li data-source="mandatory">
            <time>
              {required.startText}–{required.endText}
            </time>
            <span>{requiredSlotsText(required)}</span>
          </li>
        ) : null}
      </Pieces>
    </div>
  );
}

/** One local day of the week: its title (clock change, open hours), then one display's pieces or a lane per display. */
export function WeekTimelineDay({ day, onOpenEntry }: { day: LabelledDay; onOpenEntry: OpenEntry }) {
  const change = clockChange(day.hours);
  return (
    <li aria-labelledby={`timeline-${day.date}`}>
      <DayTitle id={`timeline-${day.date}`}>
        {day.title}
        {change ? <span>{change}</span> : null}
        <OpenText data-open-hours>
          {day.open.length === 0 ? 'Closed' : `Open ${day.open.map((span) => `${span.startText}–${span.endText}`).join(', ')}`}
        </OpenText>
      </DayTitle>
      {day.lanes ? (
        day.lanes.map((lane) => (
          <Lane key={lane.key} role="group" aria-label={`${lane.label}, ${day.title}`} data-lane>
            <h4>{lane.label}</h4>
            <DayPieces day={day} pieces={lane.pieces} required={lane.required} onOpenEntry={onOpenEntry} />
          </Lane>
        ))
      ) : (
        <DayPieces day={day} pieces={day.pieces} required={day.required} onOpenEntry={onOpenEntry} />
      )}
    </li>
  );
}
