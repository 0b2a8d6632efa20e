import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { hrefFor, useRoute } from './shell/route';
import { NotFoundPage } from './shell/NotFoundPage';
import { PageErrorBoundary } from './shell/PageErrorBoundary';
import { useFocusOnArrival } from './shell/useFocusOnArrival';

/**
 * Each page is its own chunk, loaded when first visited: the plot and the worker come only with
 * Explore, and the first page loads only what it shows.
 */
type PageComponent = ComponentType<{ params: URLSearchParams }>;
/** A chunk that fails to arrive is asked for once more (a dropped connection) before the error boundary says so. */
const retryOnce = <T,>(load: () => Promise<T>) =>
  load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 500)));
const page = (load: () => Promise<PageComponent>) => lazy(async () => ({ default: await retryOnce(load) }));

const PAGES: { id: string; title: string; load: () => Promise<PageComponent>; inNav?: false }[] = [
  { id: 'gallery', title: 'Gallery', load: () => import('./gallery/GalleryPage').then((m) => m.GalleryPage) },
  { id: 'explore', title: 'Explore', load: () => import('./explore/ExplorePage').then((m) => m.ExplorePage) },
  { id: 'play', title: 'Play', load: () => import('./play/PlayPage').then((m) => m.PlayPage) },
  { id: 'analyze', title: 'Analyze', load: () => import('./analyze/AnalyzePage').then((m) => m.AnalyzePage) },
  { id: 'nimber', title: 'Nimbers', load: () => import('./nimber/NimberPage').then((m) => m.NimberPage) },
  { id: 'cgt', title: 'Partizan', load: () => import('./cgt/CgtPage').then((m) => m.CgtPage) },
  { id: 'partizan', title: 'Boards', load: () => import('./partizan/PartizanPage').then((m) => m.PartizanPage) },
  { id: 'nash', title: 'Nash', load: () => import('./nash/NashPage').then((m) => m.NashPage) },
  { id: 'census', title: 'Census', load: () => import('./census/CensusPage').then((m) => m.CensusPage) },
  { id: 'misere-census', title: 'Misère census', load: () => import('./census/MisereCensusPage').then((m) => m.MisereCensusPage) },
  { id: 'glossary', title: 'Glossary', load: () => import('./glossary/GlossaryPage').then((m) => m.GlossaryPage), inNav: false },
];

/**
 * React.lazy keeps a chunk's failure for good, so each page's lazy component is made afresh when
 * the connection returns (a new generation): a page that failed offline then loads again without a
 * reload.
 */
const lazyPages = () => new Map(PAGES.map((p) => [p.id, page(p.load)]));

export function App() {
  const route = useRoute();
  const [components, setComponents] = useState(lazyPages);
  const [generation, setGeneration] = useState(0);
  const current = PAGES.find((p) => p.id === route.page);
  const Current = current ? components.get(current.id)! : null;
  const main = useRef<HTMLElement>(null);
  useFocusOnArrival(main, route.visit);
  // The page failed to load (its error boundary says so) and the network came back: load it afresh.
  const retry = () => {
    setComponents(lazyPages());
    setGeneration((g) => g + 1);
  };
  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          // The hash holds the route, so the skip link moves focus itself instead of following "#main".
          e.preventDefault();
          const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
          // A heading takes focus only with a tabindex (-1: focusable from script, not a stop of Tab).
          if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
          target?.focus();
        }}
      >
        Skip to the content
      </a>
      <header>
        <a className="brand" href={hrefFor('gallery')}>
          nimlab
        </a>
        <nav aria-label="pages">
          {PAGES.filter((p) => p.inNav !== false).map((p) => (
            <a key={p.id} href={hrefFor(p.id)} aria-current={p === current ? 'page' : undefined}>
              {p.title}
            </a>
          ))}
        </nav>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {current && Current ? (
          <PageErrorBoundary key={`${current.id}@${generation}`} onRetry={retry}>
            <Suspense fallback={<p className="muted">loading…</p>}>
              {/* Keyed by each visit, so a link always opens with its own state. */}
              <Current key={`${current.id}#${route.visit}`} params={route.params} />
            </Suspense>
          </PageErrorBoundary>
        ) : (
          <NotFoundPage page={route.page} pages={PAGES} />
        )}
      </main>
    </div>
  );
}
