import type { ScheduleContent, ScheduleEntry, Takeover } from '../../../../contract/schedules.ts';
import type { LabelledDay } from './weekTimeline.ts';
import type { SegmentOf, TimelineDay } from './weekTimeline.ts';

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

/** The days with each piece named, neighbours that show the same thing joined. */
export function labelDays(days: readonly TimelineDay[], labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LabelledDay[] {
  return days.map((day) => {
    const pieces: LabelledDay['pieces'] = [];
    for (const piece of day.pieces) {
      const label = labelOf(piece);
      const last = pieces[pieces.length - 1];
      if (last && last.label === label && last.endMs === piece.startMs) {
        pieces[pieces.length - 1] = { ...last, endMs: piece.endMs, endText: piece.endText, length: last.length + piece.length, awaitingApproval: last.awaitingApproval || piece.awaitingApproval };
      } else pieces.push({ ...piece, label });
    }
    return { ...day, pieces };
  });
}
