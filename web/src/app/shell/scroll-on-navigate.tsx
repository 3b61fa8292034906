import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by location key (for the back and forward buttons). */
const scrolledTo = new Map<string, number>();

/**
 * As browsers do between documents: a new page starts at the top, and back or forward returns
 * to where that page was left. (The data router's ScrollRestoration did this; the app uses the
 * declarative router, decision 011.)
 */
export function ScrollOnNavigate() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.scrollTo(0, navigationType === 'POP' ? (scrolledTo.get(key) ?? 0) : 0);
  }, [key, navigationType]);

  useEffect(() => {
    const remember = () => scrolledTo.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  return null;
}
