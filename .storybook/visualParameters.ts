/**
 * Story parameters the visual test-runner (.storybook/test-runner.ts) reads. Import the types in a
 * story file for checking, e.g. `parameters: { visual: { viewport: { width: 390, height: 844 } } satisfies VisualParameters }`.
 */

export interface VisualParameters {
  /** Viewport for the screenshot; 1280×800 when absent. */
  viewport?: { width: number; height: number };
  /** Skip the screenshot (interactions and axe still run); say why. */
  skip?: string;
}

export interface A11yRuleOptOut {
  /** An axe rule id, e.g. 'color-contrast'. */
  id: string;
  /** Why this story may break the rule; required so opt-outs stay deliberate. */
  reason: string;
}

export interface A11yParameters {
  /** Axe rules not checked for this story. */
  disabledRules?: A11yRuleOptOut[];
}

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 } as const;

/** Themes every story is screenshotted in; the class of the same name goes on <html>. */
export const VISUAL_THEMES = ['light', 'dark'] as const;
