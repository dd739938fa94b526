import { useEffect, useState } from 'react';
import { FLEET_SEARCH_MAX } from '../../../contract/fleet.ts';
import { TextField } from '../../../ui-kit/index.ts';

/** How long typing may pause before the list asks the server (one request per word, not per key). */
export const FLEET_SEARCH_DEBOUNCE_MS = 300;

export interface FleetSearchFieldProps {
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * The fleet's search box: keeps what is typed itself and hands it on after a pause, so the list (and
 * the address) follow typing without a request per key; a new address value (back, a link) wins.
 */
export function FleetSearchField({ value, onSearch }: FleetSearchFieldProps) {
  const [text, setText] = useState(value);
  // A new value from outside (back, a link, "clear") replaces what is typed, unless it is what was typed.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), FLEET_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      label="Search"
      enterKeyHint="search"
      placeholder="Display, venue or client"
      maxLength={FLEET_SEARCH_MAX}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
