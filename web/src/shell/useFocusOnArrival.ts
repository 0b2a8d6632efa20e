import { useEffect, type RefObject } from 'react';

/** How long a lazily loaded page may take to show its heading before focus stops waiting for it. */
const WAIT_MS = 5000;

/**
 * After following a link inside the site (a new visit, not the first load), focus moves to the new
 * page's heading, as a page load would put a screen reader at the top of the new page. The page may
 * still be loading its chunk, so the heading is awaited (a MutationObserver, given up after
 * WAIT_MS); focus already placed inside the page by the visitor is left alone.
 */
export function useFocusOnArrival(main: RefObject<HTMLElement | null>, visit: number): void {
  useEffect(() => {
    const box = main.current;
    if (visit === 0 || !box) return;
    const tryFocus = () => {
      const heading = box.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!box.contains(document.activeElement) || document.activeElement === box) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
    observer.observe(box, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [main, visit]);
}
