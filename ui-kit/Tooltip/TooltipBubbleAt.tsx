import { FloatingPortal } from '@floating-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { ARROW_HEIGHT, ARROW_WIDTH, useFloatingPanel } from '../Floating/index.ts';
import { TooltipArrow, TooltipBubble } from './Tooltip.styles.ts';

/** Side of the trigger the tooltip prefers; it flips when there is no room. */
export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipBubbleAtProps {
  /** The element the tooltip describes; the bubble is placed against it. */
  trigger: HTMLElement | null;
  id: string;
  placement: TooltipPlacement;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The open tooltip of Tooltip.tsx, fetched on first use; it exists only while the tooltip is open. */
export function TooltipBubbleAt({ trigger, id, placement, onOpenChange, children }: TooltipBubbleAtProps) {
  const { context, setReference, setFloating, style, side, arrowRef } = useFloatingPanel({
    open: true,
    onOpenChange,
    placement,
    sideOffset: 4,
    withArrow: true,
  });
  useLayoutEffect(() => setReference(trigger), [setReference, trigger]);

  return (
    <FloatingPortal>
      <TooltipBubble ref={setFloating} style={style} data-side={side} data-tooltip id={id} role="tooltip">
        {children}
        <TooltipArrow ref={arrowRef} context={context} width={ARROW_WIDTH} height={ARROW_HEIGHT} />
      </TooltipBubble>
    </FloatingPortal>
  );
}
