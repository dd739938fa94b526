export { useFloatingPanel, ARROW_HEIGHT, ARROW_WIDTH } from './Floating.ts';
export type { FloatingPanelState, FloatingPlacement, UseFloatingPanelOptions } from './Floating.ts';
export { floatingSurface } from './Floating.styles.ts';
export { fetchEveryPart, onDemand, useFetchPartWhen } from './onDemand.ts';
export type { OnDemand } from './onDemand.ts';
export { useHoldTypingWhile } from './holdTyping.ts';
