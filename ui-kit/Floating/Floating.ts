import {
  arrow,
  autoUpdate,
  flip,
  hide,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
  type Side,
  type UseFloatingReturn,
} from '@floating-ui/react';
import { useRef, type CSSProperties, type RefObject } from 'react';

/**
 * The one positioning wrapper over @floating-ui/react, shared by Tooltip, Menu and later Popover,
 * Dialog and Select (modelled on Radix's popper): fixed strategy so panels escape clipping parents,
 * autoUpdate so they follow scrolling and resizing, and the middleware order
 * offset → flip → shift → size → arrow → hide.
 */

/** Where the panel sits relative to its trigger (the side may flip when space runs out). */
export type FloatingPlacement = Placement;

export interface UseFloatingPanelOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preferred placement; flip and shift keep the panel on screen. */
  placement?: FloatingPlacement;
  /** Gap between trigger and panel, in px. */
  sideOffset?: number;
  /** Give the panel an arrow (Tooltip); pass the returned arrowRef to FloatingArrow. */
  withArrow?: boolean;
}

export interface FloatingPanelState {
  /** Callback ref for the trigger (the element the panel is placed against). */
  setReference: UseFloatingReturn['refs']['setReference'];
  /** Callback ref for the panel. */
  setFloating: UseFloatingReturn['refs']['setFloating'];
  context: UseFloatingReturn['context'];
  /** Styles for the panel: position, plus visibility hidden while the trigger is scrolled away. */
  style: CSSProperties;
  /** The side the panel ended up on, for `data-side` (styles and animations read it). */
  side: Side;
  arrowRef: RefObject<SVGSVGElement | null>;
  isPositioned: boolean;
}

/** Arrow size shared by the arrow element and the offset that makes room for it. */
export const ARROW_WIDTH = 10;
export const ARROW_HEIGHT = 5;

/** Keeps a few px between the panel and the viewport edges. */
const VIEWPORT_PADDING = 8;

export function useFloatingPanel({
  open,
  onOpenChange,
  placement = 'bottom',
  sideOffset = 6,
  withArrow = false,
}: UseFloatingPanelOptions): FloatingPanelState {
  const arrowRef = useRef<SVGSVGElement | null>(null);
  const floating = useFloating({
    open,
    onOpenChange,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(sideOffset + (withArrow ? ARROW_HEIGHT : 0)),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
      size({
        padding: VIEWPORT_PADDING,
        // Exposed as CSS variables so a panel can cap its height or match its trigger's width.
        apply({ availableWidth, availableHeight, rects, elements }) {
          const style = elements.floating.style;
          style.setProperty('--floating-available-width', `${Math.floor(availableWidth)}px`);
          style.setProperty('--floating-available-height', `${Math.floor(availableHeight)}px`);
          style.setProperty('--floating-reference-width', `${Math.round(rects.reference.width)}px`);
        },
      }),
      withArrow ? arrow({ element: arrowRef, padding: 6 }) : null,
      hide({ strategy: 'referenceHidden' }),
    ],
  });

  const side = floating.placement.split('-')[0] as Side;
  const referenceHidden = floating.middlewareData.hide?.referenceHidden === true;

  return {
    setReference: floating.refs.setReference,
    setFloating: floating.refs.setFloating,
    context: floating.context,
    style: { ...floating.floatingStyles, visibility: referenceHidden ? 'hidden' : undefined },
    side,
    arrowRef,
    isPositioned: floating.isPositioned,
  };
}
