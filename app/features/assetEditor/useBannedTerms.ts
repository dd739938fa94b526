import { useCallback, useState } from 'react';
import type { Asset } from '../../../contract/assets.ts';
import type { BannedTerm } from '../../../contract/bannedTerms.ts';

export interface TrackedBannedTerms {
  /** The banned terms where the layout is scheduled, as last answered (load or save). */
  bannedTerms: readonly BannedTerm[];
  /** Wraps the editor's load and save: takes the terms from the answer. */
  track: <Result extends Asset | null>(answer: Result) => Result;
}

/**
 * Banned terms in the layout editor (docs/compliance.md#banned-terms), from each answer of GET and
 * PUT /api/asset/{id}: the editor checks its text against them as you type. A save whose text holds
 * one says so in its own toast (the asset editor machine reads the answer's warnings).
 */
export function useBannedTerms(): TrackedBannedTerms {
  const [bannedTerms, setBannedTerms] = useState<readonly BannedTerm[]>([]);
  const track = useCallback(<Result extends Asset | null>(answer: Result): Result => {
    if (answer) setBannedTerms(answer.bannedTerms ?? []);
    return answer;
  }, []);
  return { bannedTerms, track };
}
