/**
 * Where a form goes back to: its list with the filters, sort and page the list last showed in
 * this tab (they live in the list's URL). Kept in sessionStorage, so a reload of the form keeps
 * it and another tab's list does not change it.
 */
const key = (basePath: string) => `dealer.listSearch:${basePath}`;

/** Called by a list whenever its URL's search changes ('?clusterCode=A&page=3'). */
export function rememberListSearch(basePath: string, search: string): void {
  try {
    if (search) sessionStorage.setItem(key(basePath), search);
    else sessionStorage.removeItem(key(basePath));
  } catch {
    // Storage unavailable (private mode, quota): the form goes back to the plain list.
  }
}

/** The list's address with the search it last showed, or the plain list. */
export function listPath(basePath: string): string {
  try {
    const search = sessionStorage.getItem(key(basePath));
    return search?.startsWith('?') ? `${basePath}${search}` : basePath;
  } catch {
    return basePath;
  }
}
