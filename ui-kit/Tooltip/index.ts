export { Tooltip, TOOLTIP_DEFAULT_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip.tsx';
export type { TooltipPlacement, TooltipProps } from './Tooltip.tsx';
