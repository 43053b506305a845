import { useLocation, useNavigate } from 'react-router';
import { questListPath } from './questList';

/**
 * Where the quest form goes back to (its Back and a successful save). Spec 2 section 4: back in
 * history, which is the list as it was when the form was opened from it (the list's address
 * holds its search, page and sort). A form opened first in its tab has no history to go back
 * to: it goes to the list this tab last showed, with that list's search.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (key === 'default' ? navigate(questListPath()) : navigate(-1));
}
