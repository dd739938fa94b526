import type { ScheduleContent, ScheduleEntry, Takeover } from '../../../../contract/schedules.ts';
import type { DayPiece, LabelledDay, RequiredSlots, SegmentOf, TimelineDay } from './weekTimeline.ts';

/**
 * How a timeline segment is named: its entry's name (and content where readable), its takeover's,
 * the display's own layout or the idle screen, or a responsible-gambling slot the rules require.
 */
export function segmentLabeller(
  entries: readonly ScheduleEntry[],
  takeovers: readonly Takeover[],
  contentText: (content: ScheduleContent, knownName?: string | null) => string,
): (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string {
  const entryById = new Map(entries.map((entry) => [entry.id.toLowerCase(), entry]));
  const takeoverById = new Map(takeovers.map((takeover) => [takeover.id.toLowerCase(), takeover]));
  return (segment) => {
    if (segment.source === 'mandatory') return 'Responsible gambling (required)';
    if (segment.source === 'display') return segment.assetId ? 'Own layout' : 'Idle screen';
    if (segment.source === 'takeover') {
      const takeover = takeoverById.get(segment.id.toLowerCase());
      return takeover ? `Takeover: ${takeover.name}` : 'Takeover';
    }
    const entry = entryById.get(segment.id.toLowerCase());
    if (!entry) return 'Schedule entry';
    const content = contentText(entry.content, entry.contentName);
    return content.includes(':') ? `${entry.name} (${content})` : entry.name;
  };
}

/**
 * The days with each piece named, neighbours that show the same thing joined, also across a
 * responsible-gambling slot between them: the slots are said once for the day (`required`), so an
 * entry from 10:00 to midnight reads as one piece, not 56 cut by 15 s slots, and a piece that
 * follows a slot reads from the slot's start (12:00, not 12:00:15), as its entry says.
 */
export function labelDays(days: readonly TimelineDay[], labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LabelledDay[] {
  return days.map((day) => {
    const pieces: LabelledDay['pieces'] = [];
    const slots: DayPiece[] = [];
    // The first of the slots straight before the piece at hand (null: none).
    let slotRun: DayPiece | null = null;
    for (const piece of day.pieces) {
      if (piece.source === 'mandatory') {
        if (slotRun === null || slots[slots.length - 1]?.endMs !== piece.startMs) slotRun = piece;
        slots.push(piece);
        continue;
      }
      const label = labelOf(piece);
      const last = pieces[pieces.length - 1];
      const afterSlots = slotRun !== null && slots[slots.length - 1]!.endMs === piece.startMs ? slotRun : null;
      slotRun = null;
      const from = afterSlots ?? piece;
      if (last && last.label === label && last.endMs === from.startMs) {
        pieces[pieces.length - 1] = {
          ...last,
          endMs: piece.endMs,
          endText: piece.endText,
          length: piece.offset + piece.length - last.offset,
          awaitingApproval: last.awaitingApproval || piece.awaitingApproval,
        };
      } else {
        pieces.push({ ...piece, label, startMs: from.startMs, startText: from.startText, offset: from.offset, length: piece.offset + piece.length - from.offset });
      }
    }
    return { ...day, pieces, required: requiredSlots(slots) };
  });
}

function requiredSlots(slots: readonly DayPiece[]): RequiredSlots | null {
  const [first] = slots;
  const last = slots[slots.length - 1];
  if (!first || !last) return null;
  const seconds = Math.max(...slots.map((slot) => Math.round((slot.endMs - slot.startMs) / 1000)));
  return { count: slots.length, seconds, startText: first.startText, endText: last.endText };
}

/** "Responsible gambling (required): 56 slots of 15 s". */
export const requiredSlotsText = (required: RequiredSlots) =>
  `Responsible gambling (required): ${required.count === 1 ? `one slot of ${required.seconds} s` : `${required.count} slots of ${required.seconds} s`}`;
