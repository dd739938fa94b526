import { useState } from 'react';

/**
 * The text of a field that is typed first and applied later (on blur, on Enter): it starts as the
 * applied value and follows it whenever that changes from outside (undo, a drag, another item
 * selected), while what is being typed is kept between renders. Keeping the field mounted across
 * applied changes, rather than re-keying it, is what keeps focus where the user put it.
 */
export function useEditedText(applied: string): [string, (text: string) => void, (applying: string) => void] {
  const [text, setText] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  // Adjusting state while rendering (React's documented pattern) avoids a frame showing the old text.
  if (applied !== lastApplied) {
    setLastApplied(applied);
    setText(applied);
  }
  // A value the field applies itself while being typed in (its own onChange) is no news from
  // outside: announcing it here keeps the typed text ('30') rather than the applied one ('30px').
  return [text, setText, setLastApplied];
}
