/**
 * Design tokens. Every value lives in a CSS custom property so that switching the theme is one class
 * change on <html> (`light` or `dark`) and no React re-render. Components refer to tokens through
 * `vars`, which yields `var(--…)` strings; `themes` holds the raw values the GlobalStyle writes out.
 */

/** The two colour schemes the kit ships; the class of the same name on <html> selects one. */
export type ThemeName = 'light' | 'dark';

export const themeNames: readonly ThemeName[] = ['light', 'dark'];

/** Colour roles. Names say what a colour is for, not what it looks like. */
const colorRoles = [
  'bg',
  'surface',
  'surfaceMuted',
  'surfaceHover',
  'surfaceRaised',
  'border',
  'borderStrong',
  'text',
  'textMuted',
  'textSubtle',
  'accent',
  'accentHover',
  'accentFg',
  'accentSubtle',
  'accentText',
  'destructive',
  'destructiveHover',
  'destructiveFg',
  'destructiveSubtle',
  'destructiveBorder',
  'destructiveText',
  'success',
  'successSubtle',
  'successBorder',
  'successText',
  'warning',
  'warningSubtle',
  'warningBorder',
  'warningText',
  'focusRing',
  'overlay',
  'brandPanel',
  'brandPanelText',
] as const;

export type ColorRole = (typeof colorRoles)[number];

type Palette = Record<ColorRole, string>;

/** Neutral greys (zinc) with one accent (indigo); all text pairs meet WCAG AA (4.5:1). */
const light: Palette = {
  bg: '#fafafa',
  surface: '#ffffff',
  surfaceMuted: '#f4f4f5',
  surfaceHover: '#f4f4f5',
  surfaceRaised: '#ffffff',
  border: '#e4e4e7',
  borderStrong: '#d4d4d8',
  text: '#09090b',
  textMuted: '#52525b',
  textSubtle: '#71717a',
  accent: '#4f46e5',
  accentHover: '#4338ca',
  accentFg: '#ffffff',
  accentSubtle: '#eef2ff',
  accentText: '#4338ca',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveFg: '#ffffff',
  destructiveSubtle: '#fef2f2',
  destructiveBorder: '#fecaca',
  destructiveText: '#b91c1c',
  success: '#16a34a',
  successSubtle: '#f0fdf4',
  successBorder: '#bbf7d0',
  successText: '#15803d',
  warning: '#d97706',
  warningSubtle: '#fffbeb',
  warningBorder: '#fde68a',
  warningText: '#b45309',
  focusRing: '#6366f1',
  overlay: 'rgb(9 9 11 / 0.4)',
  brandPanel: '#18181b',
  brandPanelText: '#fafafa',
};

const dark: Palette = {
  bg: '#0a0a0b',
  surface: '#131316',
  surfaceMuted: '#1f1f23',
  surfaceHover: '#27272a',
  surfaceRaised: '#18181b',
  border: '#27272a',
  borderStrong: '#3f3f46',
  text: '#fafafa',
  textMuted: '#a1a1aa',
  textSubtle: '#8b8b94',
  accent: '#5e5ce6',
  accentHover: '#4f4dd6',
  accentFg: '#ffffff',
  accentSubtle: '#1e1b4b',
  accentText: '#a5b4fc',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveFg: '#ffffff',
  destructiveSubtle: '#2a1215',
  destructiveBorder: '#5f1d1d',
  destructiveText: '#f87171',
  success: '#22c55e',
  successSubtle: '#0f2418',
  successBorder: '#14532d',
  successText: '#4ade80',
  warning: '#f59e0b',
  warningSubtle: '#2a1f0a',
  warningBorder: '#713f12',
  warningText: '#fbbf24',
  focusRing: '#818cf8',
  overlay: 'rgb(0 0 0 / 0.6)',
  brandPanel: '#131316',
  brandPanelText: '#fafafa',
};

/** Shadows differ per theme: on dark surfaces a shadow alone hardly shows, so a hairline helps. */
const shadows: Record<ThemeName, Record<'sm' | 'md' | 'lg', string>> = {
  light: {
    sm: '0 1px 2px rgb(9 9 11 / 0.05)',
    md: '0 4px 12px rgb(9 9 11 / 0.08), 0 1px 3px rgb(9 9 11 / 0.06)',
    lg: '0 12px 32px rgb(9 9 11 / 0.12), 0 2px 6px rgb(9 9 11 / 0.08)',
  },
  dark: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5), 0 0 0 1px rgb(255 255 255 / 0.04)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6), 0 0 0 1px rgb(255 255 255 / 0.05)',
  },
};

export const themes: Record<ThemeName, { color: Palette; shadow: (typeof shadows)[ThemeName] }> = {
  light: { color: light, shadow: shadows.light },
  dark: { color: dark, shadow: shadows.dark },
};

/** Theme-independent scales. Spacing is an 8 px scale, with 4 px and 12 px for tight places. */
export const scales = {
  space: { 4: '4px', 8: '8px', 12: '12px', 16: '16px', 24: '24px', 32: '32px', 40: '40px', 48: '48px', 64: '64px' },
  radius: { sm: '4px', md: '6px', lg: '8px', full: '9999px' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', '2xl': '24px', '3xl': '30px' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', snug: '1.375', normal: '1.5' },
  // Inter is bundled (fonts.ts); the fallbacks only matter while it loads. No monospace face is
  // bundled, so "mono" is Inter with tabular figures: screenshots never depend on system fonts.
  font: {
    sans: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "'Inter', ui-monospace, SFMono-Regular, Menlo, monospace",
  },
  zIndex: { header: '10', overlay: '40', popover: '50', toast: '60', tooltip: '70' },
} as const;

type Scales = typeof scales;

/** Below `md` the side navigation collapses into a menu button and breadcrumbs hide. */
export const breakpoints = { md: 768 } as const;

/** The least a finger hits reliably (WCAG 2.5.8's enhanced size): every control reaches it on a phone. */
export const TOUCH_TARGET_PX = 44;

export const media = {
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  /** A phone-sized screen or a touch screen: controls grow to TOUCH_TARGET_PX (touchTarget.ts). */
  touch: `@media (max-width: ${breakpoints.md - 0.02}px), (pointer: coarse)`,
} as const;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token, e.g. `cssVarName('color', 'textMuted')` → `--color-text-muted`. */
export const cssVarName = (group: string, name: string | number): string => `--${kebab(group)}-${kebab(String(name))}`;

const varsOf = <K extends string | number>(group: string, names: readonly K[]): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, `var(${cssVarName(group, name)})`])) as Record<K, string>;

const keysOf = <T extends object>(record: T): Array<Extract<keyof T, string>> =>
  Object.keys(record) as Array<Extract<keyof T, string>>;

/** Tokens as `var(--…)` references: what components write in their styles. */
export const vars = {
  color: varsOf('color', colorRoles),
  shadow: varsOf('shadow', keysOf(shadows.light)),
  space: varsOf('space', keysOf(scales.space)) as Record<keyof Scales['space'], string>,
  radius: varsOf('radius', keysOf(scales.radius)),
  fontSize: varsOf('fontSize', keysOf(scales.fontSize)),
  fontWeight: varsOf('fontWeight', keysOf(scales.fontWeight)),
  lineHeight: varsOf('lineHeight', keysOf(scales.lineHeight)),
  font: varsOf('font', keysOf(scales.font)),
  zIndex: varsOf('zIndex', keysOf(scales.zIndex)),
} as const;

/** Declarations (`--name: value;`) of the theme-independent scales, for the GlobalStyle. */
export const scaleDeclarations = (): string =>
  Object.entries(scales)
    .flatMap(([group, values]) =>
      Object.entries(values as Record<string, string>).map(([name, value]) => `${cssVarName(group, name)}: ${value};`),
    )
    .join('\n');

/** Declarations of one theme's colours and shadows, for the GlobalStyle. */
export const themeDeclarations = (theme: ThemeName): string =>
  [
    ...Object.entries(themes[theme].color).map(([role, value]) => `${cssVarName('color', role)}: ${value};`),
    ...Object.entries(themes[theme].shadow).map(([name, value]) => `${cssVarName('shadow', name)}: ${value};`),
  ].join('\n');

/** Every token's CSS custom property name, for tools and tests that read computed styles. */
export const tokenNames: readonly string[] = [
  ...colorRoles.map((role) => cssVarName('color', role)),
  ...keysOf(shadows.light).map((name) => cssVarName('shadow', name)),
  ...Object.entries(scales).flatMap(([group, values]) => Object.keys(values).map((name) => cssVarName(group, name))),
];
