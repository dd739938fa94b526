import { createGlobalStyle } from 'styled-components';
import { fontFaceRules } from './fonts.ts';
import { scaleDeclarations, themeDeclarations, vars } from './tokens.ts';

/**
 * Reset, font, tokens of both themes and focus rings. Render it once near the root. The theme is
 * chosen by a class on <html>: `light` or `dark` (no class means light). Switching it changes only
 * CSS variables, so React does not re-render. One focus ring for everything keyboard-focused;
 * mouse focus stays quiet.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaceRules}

  :root {
    ${scaleDeclarations()}
  }

  :root,
  :root.light {
    color-scheme: light;
    ${themeDeclarations('light')}
  }

  :root.dark {
    color-scheme: dark;
    ${themeDeclarations('dark')}
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font-family: ${vars.font.sans};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  img,
  svg,
  video,
  canvas {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  a {
    color: ${vars.color.accentText};
  }

  h1,
  h2,
  h3,
  h4,
  p {
    overflow-wrap: break-word;
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  ::selection {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.text};
  }
`;
