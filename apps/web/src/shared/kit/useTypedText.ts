import { useState } from 'react';

/**
 * A list's search box text. It starts as the URL's filter and follows the URL when that changes
 * under it (Back, the menu's link to the plain list), but typing alone does not search: the URL
 * changes on Enter. Adjusted while rendering, not in an effect, so no frame shows stale text.
 */
export function useTypedText(value: string): [string, (text: string) => void] {
  const [typed, setTyped] = useState(value);
  const [from, setFrom] = useState(value);
  if (from !== value) {
    setFrom(value);
    setTyped(value);
  }
  return [typed, setTyped];
}
