import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { moveActive, movesActive, type OpenedBy } from '../Floating/activeItem.ts';
import { onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
import { FormControl } from '../FormControl/index.ts';
import { Icon } from '../Icon/index.ts';
import type { ListboxFieldProps } from '../Listbox/index.ts';
import { SelectTrigger, SelectValue } from './Select.styles.ts';
import { optionToOpenOn } from './openingOption.ts';
import type { SelectListAtProps, SelectOption } from './SelectListAt.tsx';

export type { SelectOption } from './SelectListAt.tsx';

export interface SelectProps extends ListboxFieldProps<SelectOption> {
  /** The chosen value (controlled); null or undefined shows the placeholder. */
  value?: string | null;
  /** The initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Text while nothing is chosen; defaults to "Select…". */
  placeholder?: string;
  /**
   * Its choice is being saved: it keeps the focus (a disabled button drops it to the page, where a
   * keyboard user starts again from the top) but does not open. State: aria-disabled, aria-busy.
   */
  busy?: boolean;
}

/** The open list (placement, focus, arrow keys, typeahead), fetched on first use (Floating/onDemand.ts). */
const list = onDemand<SelectListAtProps>(() => import('./SelectListAt.tsx').then((module) => module.SelectListAt));

/**
 * A select-only combobox (the WAI-ARIA pattern): click, Enter, Space or ArrowDown opens it;
 * arrow keys, Home/End and typing move; Enter or Space chooses; Escape closes; focus returns to the
 * trigger. State: aria-expanded, aria-invalid, aria-selected, data-active. The trigger is drawn
 * here; the open list is fetched when first wanted.
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
  busy = false,
  name,
  id,
  defaultOpen = false,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? `select-${generatedId}`;
  const listId = useId();
  const [open, setOpenState] = useState(defaultOpen && !disabled);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const selectedIndex = options.findIndex((option) => option.value === value);
  // The active option: set as the list opens (openingOption.ts), then moved by the open list's keys
  // or, while the focus is still here (the list on its way, or just drawn and not yet focused), by
  // this button's (Floating/activeItem.ts), so no key is lost.
  const [activeIndex, setActiveIndex] = useState<number | null>(() => optionToOpenOn(options, selectedIndex, null));
  const [triggerElement, setTriggerElement] = useState<HTMLButtonElement | null>(null);
  const [OpenList, setOpenList] = useState(list.loaded);

  const openBy = (how: OpenedBy) => {
    if (disabled || busy) return;
    setActiveIndex(optionToOpenOn(options, selectedIndex, how));
    setOpenState(true);
  };
  const close = () => setOpenState(false);
  useFetchPartWhen(list, open, OpenList, (part) => setOpenList(() => part), close);

  const prefetch = () => {
    list.fetch().catch(() => undefined);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close();
    // A click from Enter or Space has no pointer behind it (detail 0).
    else openBy(event.detail === 0 ? 'first' : null);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onValueChange?.(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openBy(event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    // Open, and the focus still here: the list's keys act now.
    if (event.key === 'Tab') close();
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (activeIndex !== null) choose(activeIndex);
    } else if (movesActive(event)) {
      event.preventDefault();
      setActiveIndex(moveActive(options, activeIndex, event.key));
    }
  };

  const selected = selectedIndex === -1 ? undefined : options[selectedIndex];

  return (
    <FormControl label={label} id={triggerId} hint={hint} error={error}>
      {(control) => (
        <>
          <SelectTrigger
            type="button"
            id={triggerId}
            ref={setTriggerElement}
            disabled={disabled}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            {...control}
            role="combobox"
            aria-haspopup="listbox"
            aria-autocomplete="none"
            aria-expanded={open}
            aria-controls={open && OpenList ? listId : undefined}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            <SelectValue data-placeholder={selected ? undefined : true}>{selected ? selected.label : placeholder}</SelectValue>
            <Icon name="chevron-down" />
          </SelectTrigger>
          {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
          {open && OpenList ? (
            <OpenList
              trigger={triggerElement}
              listId={listId}
              label={label}
              options={options}
              selectedIndex={selectedIndex}
              activeIndex={activeIndex}
              onNavigate={setActiveIndex}
              onChoose={choose}
              onClose={close}
            />
          ) : null}
        </>
      )}
    </FormControl>
  );
}
