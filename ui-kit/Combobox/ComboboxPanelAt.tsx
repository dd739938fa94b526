import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { ComboboxPanel } from './Combobox.styles.ts';

export interface ComboboxPanelAtProps {
  /** The input Combobox drew: the panel is placed against it, and a press in it is not a press outside. */
  input: HTMLElement | null;
  panelId: string;
  onOpenChange: (open: boolean) => void;
  /** The options or the message Combobox.tsx draws: the keys and the active option stay there. */
  children: ReactNode;
}

/** The open panel of Combobox.tsx (its placement and a press outside), fetched on first use. */
export function ComboboxPanelAt({ input, panelId, onOpenChange, children }: ComboboxPanelAtProps) {
  const { context, setReference, setFloating, style, side } = useFloatingPanel({ open: true, onOpenChange, placement: 'bottom-start', sideOffset: 4 });
  useLayoutEffect(() => setReference(input), [setReference, input]);
  // Escape is handled on the input, so that a dialog around it does not close too.
  const { getFloatingProps } = useInteractions([useDismiss(context, { escapeKey: false })]);

  return (
    <FloatingPortal preserveTabOrder={false}>
      <ComboboxPanel ref={setFloating} id={panelId} style={style} data-side={side} {...getFloatingProps()}>
        {children}
      </ComboboxPanel>
    </FloatingPortal>
  );
}
