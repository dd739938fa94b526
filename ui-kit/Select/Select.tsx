import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { FormControl } from '../FormControl/index.ts';
import { Icon } from '../Icon/index.ts';
import { ListboxCheck, listboxOptionState, type ListboxFieldProps, type ListboxOption } from '../Listbox/index.ts';
import { SelectOptionRoot, SelectPanel, SelectTrigger, SelectValue } from './Select.styles.ts';

export interface SelectOption extends ListboxOption {
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectProps extends ListboxFieldProps<SelectOption> {
  /** The chosen value (controlled); null or undefined shows the placeholder. */
  value?: string | null;
  /** The initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Text while nothing is chosen; defaults to "Select…". */
  placeholder?: string;
}

/**
 * A select-only combobox over the kit's floating panel: click, Enter, Space or ArrowDown opens it;
 * arrow keys, Home/End and typing move; Enter or Space chooses; Escape closes; focus returns to the
 * trigger. State: aria-expanded, aria-invalid, aria-selected, data-active.
 */
export function Select({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  placeholder = 'Select…',
  hint,
  error,
  disabled = false,
  name,
  id,
  defaultOpen = false,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? `select-${generatedId}`;
  const [open, setOpen] = useState(defaultOpen);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>(options.map((option) => option.label));
  useLayoutEffect(() => {
    labelsRef.current = options.map((option) => option.label);
  }, [options]);

  const { context, setReference, setFloating, style, side } = useFloatingPanel({
    open,
    onOpenChange: (next) => !disabled && setOpen(next),
    placement: 'bottom-start',
    sideOffset: 4,
  });

  const disabledIndices = options.flatMap((option, index) => (option.disabled ? [index] : []));
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'select' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex: selectedIndex === -1 ? null : selectedIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      selectedIndex: selectedIndex === -1 ? null : selectedIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onValueChange?.(option.value);
    setOpen(false);
  };

  const selected = selectedIndex === -1 ? undefined : options[selectedIndex];

  return (
    <FormControl label={label} id={triggerId} hint={hint} error={error}>
      {(control) => (
        <>
          <SelectTrigger type="button" id={triggerId} ref={setReference} disabled={disabled} {...control} {...getReferenceProps()}>
            <SelectValue data-placeholder={selected ? undefined : true}>{selected ? selected.label : placeholder}</SelectValue>
            <Icon name="chevron-down" />
          </SelectTrigger>
          {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
          {open ? (
            <FloatingPortal preserveTabOrder={false}>
              <FloatingFocusManager context={context} modal={false} returnFocus guards={false}>
                <SelectPanel
                  ref={setFloating}
                  style={style}
                  data-side={side}
                  aria-label={label}
                  {...getFloatingProps({
                    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
                      if (event.key === 'Tab') setOpen(false);
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
                        onClick: () => choose(index),
                        onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            choose(index);
                          }
                        },
                      })}
                      tabIndex={index === activeIndex ? 0 : -1}
                      // After getItemProps: useRole's select pattern marks only the active option as selected.
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
          ) : null}
        </>
      )}
    </FormControl>
  );
}
