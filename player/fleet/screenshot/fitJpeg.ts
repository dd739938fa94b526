/**
 * How a screenshot is made small enough (a JPEG of at most 150 KB, at most 640 px wide):
 * the qualities tried at each width, then narrower widths, until one encoding fits. Pure, so it is
 * unit tested; the encoding itself (a canvas) is given.
 */

/** One try: the width in pixels and the JPEG quality (0–1). */
export interface EncodeStep {
  width: number;
  quality: number;
}

const QUALITIES = [0.8, 0.65, 0.5, 0.35] as const;
/** Each narrower try keeps this share of the width: three quarters of the pixels' width is about half the bytes. */
const NARROWER = 0.75;
/** Below this a screenshot shows nothing worth a look. */
const MIN_WIDTH = 160;

/** The tries in order, for a picture `sourceWidth` pixels wide. */
export function encodeSteps(sourceWidth: number, maxWidth: number): EncodeStep[] {
  const steps: EncodeStep[] = [];
  let width = Math.max(1, Math.min(Math.round(sourceWidth), maxWidth));
  for (;;) {
    for (const quality of QUALITIES) steps.push({ width, quality });
    const next = Math.round(width * NARROWER);
    if (next < MIN_WIDTH || next === width) return steps;
    width = next;
  }
}

/** The first encoding, in `encodeSteps` order, of at most `maxBytes`; null when none fits. */
export async function fitUnder<T extends { size: number }>(
  steps: readonly EncodeStep[],
  maxBytes: number,
  encode: (step: EncodeStep) => Promise<T>,
): Promise<{ encoded: T; step: EncodeStep } | null> {
  for (const step of steps) {
    const encoded = await encode(step);
    if (encoded.size <= maxBytes) return { encoded, step };
  }
  return null;
}
