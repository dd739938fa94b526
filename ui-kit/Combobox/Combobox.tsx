import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
import { FormControl, Input } from '../FormControl/index.ts';
import { Icon } from '../Icon/index.ts';
import { ListboxCheck, listboxOptionState, type ListboxFieldProps, type ListboxOption } from '../Listbox/index.ts';
import { Spinner } from '../Spinner/index.ts';
import {
  ComboboxControl,
  ComboboxList,
  ComboboxMessage,
  ComboboxOptionDescription,
  ComboboxOptionRoot,
  ComboboxOptionText,
} from './Combobox.styles.ts';
import type { ComboboxPanelAtProps } from './ComboboxPanelAt.tsx';

export interface ComboboxOption extends ListboxOption {
  /** A second, muted line. */
  description?: string;
}

export interface ComboboxProps extends ListboxFieldProps<ComboboxOption> {
  /** The options for the text typed so far (the caller searches: server side, debounced, …). */
  options: ComboboxOption[];
  /** The chosen option (controlled); null when nothing is chosen. */
  value: ComboboxOption | null;
  /** Called with the chosen option, or null when the text is edited away from it. */
  onValueChange: (option: ComboboxOption | null) => void;
  /** Called with the text on every change: search with it. */
  onInputChange?: (text: string) => void;
  /** The options are on their way: a spinner and loadingText replace the list. */
  loading?: boolean;
  /** Said while loading; defaults to "Searching…". */
  loadingText?: string;
  /** Said when the text matched nothing; defaults to "No results". */
  emptyText?: string;
}

/** The open panel (its placement, a press outside), fetched on first use (Floating/onDemand.ts). */
const panel = onDemand<ComboboxPanelAtProps>(() => import('./ComboboxPanelAt.tsx').then((module) => module.ComboboxPanelAt));

/**
 * An editable combobox with a list popup (the WAI-ARIA combobox pattern): typing filters (the
 * caller supplies the matching options, so a list of thousands is searched where it lives),
 * ArrowDown/ArrowUp move the active option (aria-activedescendant; focus stays in the input),
 * Enter chooses it, Escape closes the list (and a second Escape clears the text), Tab leaves.
 * State: aria-expanded, aria-invalid, aria-selected and data-active on options, data-loading.
 * The input and the options are drawn here; the panel's placement is fetched when first opened.
 */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  onInputChange,
  loading = false,
  loadingText = 'Searching…',
  emptyText = 'No results',
  placeholder,
  hint,
  error,
  disabled = false,
  name,
  id,
  defaultOpen = false,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `combobox-${generatedId}`;
  const listId = `${inputId}-list`;
  const panelId = `${inputId}-panel`;
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState(value?.label ?? '');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);

  // A value set from outside (a form reset, a preset choice) shows its label.
  const chosenLabel = value?.label ?? null;
  const [shownLabel, setShownLabel] = useState(chosenLabel);
  if (chosenLabel !== shownLabel) {
    setShownLabel(chosenLabel);
    if (chosenLabel !== null) setText(chosenLabel);
  }

  // New options (a new search) start without an active one, so Enter never picks a stale row.
  const optionsKey = options.map((option) => option.value).join('\n');
  const [shownOptionsKey, setShownOptionsKey] = useState(optionsKey);
  if (optionsKey !== shownOptionsKey) {
    setShownOptionsKey(optionsKey);
    setActiveIndex(null);
  }

  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const [OpenPanel, setOpenPanel] = useState(panel.loaded);
  const closeList = () => {
    setOpen(false);
    setActiveIndex(null);
  };
  useFetchPartWhen(panel, open, OpenPanel, (part) => setOpenPanel(() => part), closeList);
  const prefetch = () => {
    panel.fetch().catch(() => undefined);
  };

  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setOpen(false);
    setActiveIndex(null);
    if (option.value !== value?.value) onValueChange(option);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setOpen(true);
    if (value !== null && next !== value.label) onValueChange(null);
    onInputChange?.(next);
  };

  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      return;
    }
    if (options.length === 0) return;
    setActiveIndex((current) => {
      if (current === null) return step === 1 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const active = activeIndex === null ? undefined : options[activeIndex];
        if (open && active) {
          // Choosing is not submitting the form around it.
          event.preventDefault();
          choose(active);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(null);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
          if (value !== null) onValueChange(null);
          onInputChange?.('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  // Open, and its panel here (it is fetched the first time).
  const shown = open && OpenPanel !== null;
  const activeOption = shown && activeIndex !== null ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  let message: string | null = null;
  if (loading) message = loadingText;
  else if (options.length === 0) message = emptyText;

  return (
    <FormControl label={label} id={inputId} hint={hint} error={error}>
      {(control) => (
        <>
          <ComboboxControl>
            <Input
              ref={setInputElement}
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              // The list, or (while searching or when nothing matched) the panel that says so.
              aria-controls={shown ? (message ? panelId : listId) : undefined}
              aria-activedescendant={activeOption && activeIndex !== null ? optionId(activeIndex) : undefined}
              {...control}
              data-loading={loading || undefined}
              placeholder={placeholder}
              disabled={disabled}
              value={text}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              onClick={() => setOpen(true)}
              onPointerEnter={prefetch}
              onFocus={prefetch}
            />
            <span data-combobox-icon>{loading ? <Spinner size="sm" /> : <Icon name="chevron-down" />}</span>
          </ComboboxControl>
          {name ? <input type="hidden" name={name} value={value?.value ?? ''} /> : null}
          {shown ? (
            <OpenPanel input={inputElement} panelId={panelId} onOpenChange={setOpen}>
                {message ? (
                  <ComboboxMessage role="status">{message}</ComboboxMessage>
                ) : (
                  <ComboboxList id={listId} role="listbox" aria-label={label}>
                    {options.map((option, index) => (
                      <ComboboxOptionRoot
                        key={option.value}
                        id={optionId(index)}
                        {...listboxOptionState(option.value === value?.value, index === activeIndex)}
                        // Keeps focus (and the caret) in the input.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => setActiveIndex(index)}
                        onClick={() => choose(option)}
                      >
                        <ComboboxOptionText>
                          {option.label}
                          {option.description ? <ComboboxOptionDescription>{option.description}</ComboboxOptionDescription> : null}
                        </ComboboxOptionText>
                        <ListboxCheck selected={option.value === value?.value} />
                      </ComboboxOptionRoot>
                    ))}
                  </ComboboxList>
                )}
            </OpenPanel>
          ) : null}
        </>
      )}
    </FormControl>
  );
}
