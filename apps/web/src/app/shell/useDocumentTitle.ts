import { useEffect, type RefObject } from 'react';

/**
 * The browser tab says which screen it is ('Cluster · Dealer Console'), so a user with the board,
 * the notifications and a list open side by side can tell the tabs apart. The title is the
 * page's own h1, whatever feature drew it; it follows the h1 as pages change.
 */
export function useDocumentTitle(
  content: RefObject<HTMLElement | null>,
  appName: string,
  onHeading?: (heading: string) => void,
): void {
  useEffect(() => {
    const root = content.current;
    if (!root) return undefined;
    const update = () => {
      const heading = root.querySelector('h1')?.textContent?.trim() ?? '';
      const title = heading ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
      onHeading?.(heading);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [content, appName, onHeading]);
}
