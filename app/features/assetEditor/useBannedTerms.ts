import { useCallback, useState } from 'react';
import type { Asset } from '../../../contract/assets.ts';
import type { BannedTerm } from '../../../contract/bannedTerms.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { BANNED_TERMS_SAVED, bannedTermLine } from '../compliance/complianceTexts.ts';

export interface TrackedBannedTerms {
  /** The banned terms where the layout is scheduled, as last answered (load or save). */
  bannedTerms: readonly BannedTerm[];
  /** Wraps the editor's load: takes the terms from the answer. */
  trackLoad: <Result extends Asset | null>(answer: Result) => Result;
  /** Wraps the editor's save: takes the terms, and says when the saved text contains one (saved all the same). */
  trackSave: <Result extends Asset>(answer: Result) => Result;
}

/**
 * Banned terms in the layout editor (docs/compliance.md#banned-terms), from each answer of GET and
 * PUT /api/asset/{id}: the editor checks its text against them as you type, and a save whose text
 * contains one is told so in a toast besides the editor's own "saved" (never silent, never refused).
 */
export function useBannedTerms(): TrackedBannedTerms {
  const showToast = useToast();
  const [bannedTerms, setBannedTerms] = useState<readonly BannedTerm[]>([]);
  const trackLoad = useCallback(<Result extends Asset | null>(answer: Result): Result => {
    if (answer) setBannedTerms(answer.bannedTerms ?? []);
    return answer;
  }, []);
  const trackSave = useCallback(
    <Result extends Asset>(answer: Result): Result => {
      setBannedTerms(answer.bannedTerms ?? []);
      const warnings = answer.warnings ?? [];
      if (warnings.length > 0) showToast({ title: BANNED_TERMS_SAVED, description: warnings.map(bannedTermLine).join('; '), variant: 'warning' });
      return answer;
    },
    [showToast],
  );
  return { bannedTerms, trackLoad, trackSave };
}
