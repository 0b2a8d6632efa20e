import { useEffect } from 'react';

/** Each page names itself in the browser tab (and for screen readers arriving on it). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · nimlab playground`;
  }, [title]);
}
