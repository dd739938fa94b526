/**
 * The API reference page (/api/docs): Scalar's standalone bundle reading /api/openapi.json,
 * dressed in the portal's look (Inter, zinc greys, the indigo accent of ui-kit/tokens.ts).
 */

/** The Inter weights the page uses, served from @fontsource/inter like the app's own. */
export const API_DOCS_FONT_WEIGHTS = ['400', '500', '600', '700'] as const;

/**
 * The page's own policy, stricter than the app's where it can be: scripts only from this origin
 * (no inline script, no eval), Scalar's injected styles, images as data:, calls to this origin
 * only, so neither its "try it" client nor anything else reaches outside.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Scalar's options: no fonts or services from outside, no sign-up prompts, the portal's colours. */
const referenceConfiguration = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  documentDownloadType: 'json',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  metaData: { title: 'API reference · Venue portal' },
  theme: 'default',
};

const fontFaces = API_DOCS_FONT_WEIGHTS.map(
  (weight) =>
    `@font-face { font-family: Inter; font-style: normal; font-display: swap; font-weight: ${weight}; src: url(/api/docs/fonts/inter-latin-${weight}-normal.woff2) format('woff2'); }`,
).join('\n');

// Values of ui-kit/tokens.ts (light and dark palettes), as Scalar's variables.
const portalLook = `
${fontFaces}
:root { --scalar-font: Inter, system-ui, -apple-system, 'Segoe UI', sans-serif; --scalar-radius: 6px; --scalar-radius-lg: 8px; --scalar-radius-xl: 12px; }
.light-mode {
  --scalar-background-1: #ffffff; --scalar-background-2: #fafafa; --scalar-background-3: #f4f4f5;
  --scalar-color-1: #09090b; --scalar-color-2: #52525b; --scalar-color-3: #71717a;
  --scalar-color-accent: #4338ca; --scalar-background-accent: #eef2ff; --scalar-border-color: #e4e4e7;
}
.dark-mode {
  --scalar-background-1: #0a0a0b; --scalar-background-2: #131316; --scalar-background-3: #1f1f23;
  --scalar-color-1: #fafafa; --scalar-color-2: #a1a1aa; --scalar-color-3: #8b8b94;
  --scalar-color-accent: #a5b4fc; --scalar-background-accent: #1e1b4b; --scalar-border-color: #27272a;
}
body { margin: 0; }
`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function apiDocsPage(options: { scriptUrl: string; documentUrl: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Venue portal</title>
<link rel="icon" href="data:,">
<style>${portalLook}</style>
</head>
<body>
<script id="api-reference" data-url="${escapeAttribute(options.documentUrl)}" data-configuration="${escapeAttribute(JSON.stringify(referenceConfiguration))}"></script>
<script src="${escapeAttribute(options.scriptUrl)}"></script>
</body>
</html>
`;
}
