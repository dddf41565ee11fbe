import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Back" to the previous page; a page opened directly (a mailed PDF link, a bookmark) has none, so
 * it goes to `fallback` instead of doing nothing.
 */
export function useBack(fallback = '/dashboard'): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate(fallback);
    else navigate(-1);
  };
}
