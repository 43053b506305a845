import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { feedback } from '../../shared/ui/feedback';
import { closeNoticesLeftBehind, showingPage } from '../../shared/ui/pageNotices';

/**
 * A failure notice stays until the user closes it (spec 1 section 8), but only on its page:
 * moving to another page (menu, link, back) closes the ones the previous pages raised. A new
 * query string (a list's filter or page) is the same page.
 */
export function useNoticesBelongToPage(): void {
  const { pathname } = useLocation();
  // Set while rendering, before the page's own effects run (they may raise a notice at once);
  // idempotent, so a render React throws away changes nothing.
  showingPage(pathname);
  useEffect(() => {
    closeNoticesLeftBehind(feedback().notification);
  }, [pathname]);
}
