/**
 * Where a form goes back to: its list with the filters, sort and page the list last showed in
 * this tab (they live in the list's URL). Kept in sessionStorage, so a reload of the form keeps
 * it and another tab's list does not change it. A list whose path names more than its base (the
 * quest list's status, /astraquest/open) is remembered with that path.
 */
const key = (basePath: string) => `dealer.listSearch:${basePath}`;

/**
 * Called by a list whenever its URL changes: `search` is '?clusterCode=A&page=3', `pathname`
 * the list's own path when it is longer than `basePath`.
 */
export function rememberListSearch(basePath: string, search: string, pathname = basePath): void {
  try {
    if (search || pathname !== basePath) {
      sessionStorage.setItem(key(basePath), `${pathname === basePath ? '' : pathname}${search}`);
    } else sessionStorage.removeItem(key(basePath));
  } catch {
    // Storage unavailable (private mode, quota): the form goes back to the plain list.
  }
}

/** The list's address with the search it last showed, or the plain list. */
export function listPath(basePath: string): string {
  try {
    const shown = sessionStorage.getItem(key(basePath));
    if (shown?.startsWith('?')) return `${basePath}${shown}`;
    // Only a path below the list's own: what storage holds must not send the form elsewhere.
    return shown?.startsWith(`${basePath}/`) ? shown : basePath;
  } catch {
    return basePath;
  }
}
