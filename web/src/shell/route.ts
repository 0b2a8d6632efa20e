import { useEffect, useState } from 'react';

/** The page and its parameters, kept in the URL hash so every view can be shared as a link. */
export interface Route {
  page: string;
  params: URLSearchParams;
  /**
   * Counts the hash changes seen: a page is keyed by it, so following a link always opens a fresh
   * page, even to the URL the page itself last wrote with replaceParams (which fires no event).
   */
  visit: number;
}

export function parseHash(hash: string): Route {
  const text = hash.replace(/^#\/?/, '');
  const [page, query = ''] = text.split('?');
  return { page: page || 'gallery', params: new URLSearchParams(query), visit: 0 };
}

export function hrefFor(page: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `#/${page}${query ? `?${query}` : ''}`;
}

/** Replaces the current URL's parameters without adding a history entry for every keystroke. */
export function replaceParams(page: string, params: Record<string, string>): void {
  history.replaceState(null, '', hrefFor(page, params));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    // The URL the navigation went to, not location.hash: the page being left may still write its
    // own state (replaceParams) between the hash change and this event, and the link must win.
    const update = (event: HashChangeEvent) => setRoute((old) => ({ ...parseHash(new URL(event.newURL).hash), visit: old.visit + 1 }));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
