import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Esc closes the topmost popup wherever the focus is.
 *
 * antd's Modal hears Esc only on its own wrapper, so once focus has left the popup (an action
 * button that unmounted after its move, a nested popup that closed with its trigger gone, a popup
 * opened from a link while focus stayed on the page) Esc does nothing. Every popup that uses this
 * hook joins one stack; an Esc that reaches the document unhandled closes the one on top. An Esc
 * inside a popup is handled (and stopped) by antd itself, so nothing closes twice.
 */
type Entry = { close: () => void };

const stack: Entry[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  // A popup's own wrapper handles Esc that starts inside it.
  if (event.target instanceof Element && event.target.closest('.ant-modal-wrap')) return;
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.close();
}

export function useEscapeCloses(onClose: () => void, open = true): void {
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const entry: Entry = { close: () => latest.current() };
    stack.push(entry);
    if (stack.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      const index = stack.indexOf(entry);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
