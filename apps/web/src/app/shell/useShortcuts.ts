import { useEffect } from 'react';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox'
  );
}

/** The open dialog on top, if any (antd keeps closed ones in the DOM, hidden). */
function topDialog(): HTMLElement | undefined {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
    (wrap) => wrap.style.display !== 'none' && wrap.offsetParent !== null,
  );
  return open.at(-1);
}

/**
 * Keyboard shortcuts of every screen:
 * - `/` puts the cursor in the page's first search field (the filter form's first text box);
 * - Ctrl+Enter (Cmd+Enter on a Mac) presses the primary button of the dialog on top (Save, OK).
 */
export function useShortcuts(content: () => HTMLElement | null): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (typingIn(event.target) || topDialog()) return;
        const field = content()?.querySelector<HTMLInputElement>(
          'form input:not([type=hidden]):not([disabled]):not([readonly]), input[type=search]',
        );
        if (!field) return;
        event.preventDefault();
        field.focus();
        return;
      }
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        const dialog = topDialog();
        const primary = dialog?.querySelector<HTMLButtonElement>(
          '.ant-modal-footer .ant-btn-primary:not([disabled]), .ant-modal-confirm-btns .ant-btn-primary:not([disabled])',
        );
        if (!primary) return;
        event.preventDefault();
        primary.click();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [content]);
}
