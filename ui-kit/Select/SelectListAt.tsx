import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions, useListNavigation, useTypeahead } from '@floating-ui/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { ListboxCheck, listboxOptionState, type ListboxOption } from '../Listbox/index.ts';
import { SelectOptionRoot, SelectPanel } from './Select.styles.ts';

export interface SelectOption extends ListboxOption {
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectListAtProps {
  /** The trigger Select drew: the list is placed against it, and a press on it is not a press outside. */
  trigger: HTMLElement | null;
  listId: string;
  label: string;
  options: SelectOption[];
  selectedIndex: number;
  /** The active (focused) option, Select's state: null leaves the focus on the list. */
  activeIndex: number | null;
  /** The list's keys, typeahead and pointer move the active option. */
  onNavigate: (index: number | null) => void;
  onChoose: (index: number) => void;
  /** Escape, Tab or a press outside. */
  onClose: () => void;
}

/** The open list of Select.tsx, fetched on first use; it exists only while the select is open. */
export function SelectListAt({ trigger, listId, label, options, selectedIndex, activeIndex, onNavigate, onChoose, onClose }: SelectListAtProps) {
  // The option it opened on, scrolled into sight once.
  const [openedOn] = useState(activeIndex);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>(options.map((option) => option.label));
  useLayoutEffect(() => {
    labelsRef.current = options.map((option) => option.label);
  }, [options]);

  const { context, setReference, setFloating, style, side } = useFloatingPanel({
    open: true,
    onOpenChange: (next) => !next && onClose(),
    placement: 'bottom-start',
    sideOffset: 4,
  });
  useLayoutEffect(() => setReference(trigger), [setReference, trigger]);
  // The option it opens on in sight, as a long list opens (after the panel is placed).
  useLayoutEffect(() => {
    const option = openedOn === null ? undefined : listRef.current[openedOn];
    if (!option) return undefined;
    // Guarded as floating-ui guards it: jsdom, where unit tests draw lists, has no scrollIntoView.
    const frame = requestAnimationFrame(() => option.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [openedOn]);

  const selected = selectedIndex === -1 ? null : selectedIndex;
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      // Not the chosen option: it would replace the active one, which keys pressed before the list
      // arrived may have moved.
      selectedIndex: null,
      onNavigate,
      loop: true,
      disabledIndices: options.flatMap((option, index) => (option.disabled ? [index] : [])),
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, selectedIndex: selected, onMatch: onNavigate }),
  ]);

  return (
    <FloatingPortal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} returnFocus guards={false}>
        <SelectPanel
          ref={setFloating}
          style={style}
          data-side={side}
          {...getFloatingProps({
            id: listId,
            role: 'listbox',
            'aria-label': label,
            onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
              if (event.key === 'Tab') onClose();
            },
          })}
        >
          {options.map((option, index) => (
            <SelectOptionRoot
              key={option.value}
              ref={(node) => {
                listRef.current[index] = node;
              }}
              {...getItemProps({
                onClick: () => onChoose(index),
                onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onChoose(index);
                  }
                },
              })}
              tabIndex={index === activeIndex ? 0 : -1}
              {...listboxOptionState(index === selectedIndex, index === activeIndex)}
              aria-disabled={option.disabled || undefined}
            >
              {option.label}
              <ListboxCheck selected={index === selectedIndex} />
            </SelectOptionRoot>
          ))}
        </SelectPanel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
