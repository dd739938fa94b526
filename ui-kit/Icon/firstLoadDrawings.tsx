/**
 * The drawings the portal's first load and its sign-in forms need (ErrorView's badge, NotFound's
 * home link, Alert, a field's error), kept apart from the rest of the set and drawn through
 * IconSvg so that /login does not carry every drawing (120 KB). The set in icons.tsx
 * includes them under the same names.
 */
export const alertCircleDrawing = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>
);

export const infoDrawing = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>
);

export const homeDrawing = (
  <>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </>
);
