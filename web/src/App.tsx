import { lazy, Suspense, type ComponentType } from 'react';
import { hrefFor, useRoute } from './shell/route';
import { NotFoundPage } from './shell/NotFoundPage';
import { PageErrorBoundary } from './shell/PageErrorBoundary';

/**
 * Each page is its own chunk, loaded when first visited: the plot and the worker come only with
 * Explore, and the first page loads only what it shows.
 */
type PageComponent = ComponentType<{ params: URLSearchParams }>;
/** A chunk that fails to arrive is asked for once more (a dropped connection) before the error boundary says so. */
const retryOnce = <T,>(load: () => Promise<T>) =>
  load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 500)));
const page = (load: () => Promise<PageComponent>) => lazy(async () => ({ default: await retryOnce(load) }));

const pages: { id: string; title: string; component: ReturnType<typeof page> }[] = [
  { id: 'gallery', title: 'Gallery', component: page(() => import('./gallery/GalleryPage').then((m) => m.GalleryPage)) },
  { id: 'explore', title: 'Explore', component: page(() => import('./explore/ExplorePage').then((m) => m.ExplorePage)) },
  { id: 'play', title: 'Play', component: page(() => import('./play/PlayPage').then((m) => m.PlayPage)) },
  { id: 'analyze', title: 'Analyze', component: page(() => import('./analyze/AnalyzePage').then((m) => m.AnalyzePage)) },
  { id: 'nimber', title: 'Nimbers', component: page(() => import('./nimber/NimberPage').then((m) => m.NimberPage)) },
  { id: 'cgt', title: 'Partizan', component: page(() => import('./cgt/CgtPage').then((m) => m.CgtPage)) },
  { id: 'nash', title: 'Nash', component: page(() => import('./nash/NashPage').then((m) => m.NashPage)) },
  { id: 'census', title: 'Census', component: page(() => import('./census/CensusPage').then((m) => m.CensusPage)) },
  {
    id: 'misere-census',
    title: 'Misère census',
    component: page(() => import('./census/MisereCensusPage').then((m) => m.MisereCensusPage)),
  },
];

export function App() {
  const route = useRoute();
  const current = pages.find((p) => p.id === route.page);
  return (
    <div className="app">
      <header>
        <a className="brand" href={hrefFor('gallery')}>
          nimlab
        </a>
        <nav aria-label="pages">
          {pages.map((p) => (
            <a key={p.id} href={hrefFor(p.id)} aria-current={p === current ? 'page' : undefined}>
              {p.title}
            </a>
          ))}
        </nav>
      </header>
      <main id="main">
        {current ? (
          <PageErrorBoundary key={current.id}>
            <Suspense fallback={<p className="muted">loading…</p>}>
              {/* Keyed by each visit, so a link always opens with its own state. */}
              <current.component key={`${current.id}#${route.visit}`} params={route.params} />
            </Suspense>
          </PageErrorBoundary>
        ) : (
          <NotFoundPage page={route.page} pages={pages} />
        )}
      </main>
    </div>
  );
}
