import { scheduleMessages, TIMELINE_MAX_MS } from '../../../contract/schedules.ts';
import { validationProblem } from '../../http/http-problem.ts';

/** A timeline request's span in milliseconds; 400 on `to` when it is empty or longer than 14 days. */
export function timelineSpanOf(query: { from: string; to: string }): { fromMs: number; toMs: number } {
  const fromMs = Date.parse(query.from);
  const toMs = Date.parse(query.to);
  if (toMs <= fromMs || toMs - fromMs > TIMELINE_MAX_MS) throw validationProblem({ to: [scheduleMessages.timelineRange] });
  return { fromMs, toMs };
}
