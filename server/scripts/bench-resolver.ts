/**
 * `npm run bench:resolver` (not part of `npm test`): the schedule resolver (contract/schedule) turning
 * 1,000 entries of every kind (windows, windows past midnight, both day parts, first and last dates,
 * priorities and targets) and 3 takeovers into one display's timeline for 7 days, in Sydney, across
 * the week clocks go forward. Prints the median and p95 of BENCH_RUNS (default 200) resolves after a
 * warm-up, once without compliance and once with it: a gaming-area display under the shipped rules
 * (a third of the layouts forbidden there, so passed over) and its mandatory responsible-gambling
 * slots every 15 minutes of its open hours (docs/compliance.md). Target: median ≤ 5 ms for both.
 */
import { type Category } from '../../contract/compliance.ts';
import { shippedRuleSet } from '../../contract/complianceRules.ts';
import { weekdays, type OpenHours } from '../../contract/openHours.ts';
import { resolveTimeline } from '../../contract/schedule/resolveTimeline.ts';
import type { ResolveInput, ResolverCompliance, ResolverEntry, ResolverTakeover } from '../../contract/schedule/timeline.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 200));
const ENTRIES = 1_000;
const TARGET_MEDIAN_MS = 5;

// A seeded generator, so every run measures the same week.
let seed = 20;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const time = () => `${String(Math.floor(random() * 24)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`;

const openHours = Object.fromEntries(
  weekdays.flatMap((day) => [
    [`${day}Open`, '10:00'],
    [`${day}Close`, day === 'friday' || day === 'saturday' ? null : '23:00'],
  ]),
) as OpenHours;

const entries: ResolverEntry[] = Array.from({ length: ENTRIES }, (_, index) => {
  const dayPart = random() < 0.2 ? pick(['open', 'closed'] as const) : null;
  return {
    id: `entry-${index}`,
    targetLevel: pick(['display', 'venue', 'client'] as const),
    assetId: random() < 0.5 ? `asset-${index}` : null,
    playlistId: null,
    days: weekdays.filter(() => random() < 0.6),
    from: dayPart ? null : time(),
    to: dayPart ? null : time(),
    dayPart,
    firstDate: random() < 0.2 ? '2026-09-30' : null,
    lastDate: random() < 0.2 ? '2026-10-06' : null,
    priority: Math.floor(random() * 5),
    createdMs: index,
  };
}).map((entry) => (entry.assetId === null ? { ...entry, playlistId: `playlist-${entry.id}` } : entry));

const fromMs = Date.UTC(2026, 8, 30, 14);
const toMs = fromMs + 7 * 86_400_000;
const takeovers: ResolverTakeover[] = [1, 3, 5].map((day, index) => ({
  id: `takeover-${index}`,
  assetId: 'jackpot',
  playlistId: null,
  startMs: fromMs + day * 86_400_000,
  endMs: fromMs + day * 86_400_000 + 3_600_000,
  createdMs: index,
}));

const plain: ResolveInput = { displayId: 'display', displayAssetId: 'own', timeZone: 'Australia/Sydney', openHours, entries, takeovers, fromMs, toMs };
// Victoria's shipped rules on a bar screen would forbid every gaming category; a gaming-area screen
// in Victoria keeps them but gets the slots, so both halves of the guard run: a third of the content
// is liquor promotion, forbidden here by an added rule, and passed over.
const rules = shippedRuleSet('AU-VIC');
const guarded: ResolveInput = {
  ...plain,
  compliance: {
    zone: 'gaming-area',
    ruleSetKey: 'AU-VIC',
    rules: { ...rules, forbidden: [...rules.forbidden, { category: 'liquor-promotion', zones: ['gaming-area'] }] },
    contentCategories: Object.fromEntries(
      entries.map((entry, index): [string, Category[]] => [entry.assetId ?? entry.playlistId!, [(['general', 'gaming-promotion', 'liquor-promotion'] as const)[index % 3]!]]),
    ),
    mandatoryAssetId: 'responsible-gambling',
  } satisfies ResolverCompliance,
};

/** Wall time, and this process's CPU time: on a shared machine the second says what the code costs. */
function measure(label: string, input: ResolveInput) {
  for (let warm = 0; warm < 20; warm += 1) resolveTimeline(input);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let segments = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    segments = resolveTimeline(input).length;
    const cpu = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const at = (values: number[], share: number) => sorted(values)[Math.floor(values.length * share)]!;
  console.log(
    `resolve 7 days from ${ENTRIES} entries ${label} (${segments} segments), ${RUNS} runs: median ${at(times, 0.5).toFixed(2)} ms, p95 ${at(times, 0.95).toFixed(2)} ms; ` +
      `CPU median ${at(cpuTimes, 0.5).toFixed(2)} ms (target median ≤ ${TARGET_MEDIAN_MS} ms)`,
  );
}

measure('without rules', plain);
measure('with rules and mandatory slots', guarded);
