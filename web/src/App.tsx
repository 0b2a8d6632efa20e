import { AnalyzePage } from './pages/AnalyzePage';
import { ExplorePage } from './pages/ExplorePage';
import { GalleryPage } from './pages/GalleryPage';
import { NimberPage } from './pages/NimberPage';
import { PlayPage } from './pages/PlayPage';
import { hrefFor, useRoute } from './route';

const pages = [
  { id: 'gallery', title: 'Gallery' },
  { id: 'explore', title: 'Explore' },
  { id: 'play', title: 'Play' },
  { id: 'analyze', title: 'Analyze' },
  { id: 'nimber', title: 'Nimbers' },
];

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <header>
        <a className="brand" href={hrefFor('gallery')}>nimlab</a>
        <nav>
          {pages.map((p) => (
            <a key={p.id} href={hrefFor(p.id)} className={route.page === p.id ? 'active' : ''}>{p.title}</a>
          ))}
        </nav>
      </header>
      <main>{renderPage(route.page, route.params)}</main>
    </div>
  );
}

function renderPage(page: string, params: URLSearchParams) {
  // Keyed by the URL so a shared link always opens with its own state.
  const key = params.toString();
  switch (page) {
    case 'explore':
      return <ExplorePage key={key} params={params} />;
    case 'play':
      return <PlayPage key={key} params={params} />;
    case 'analyze':
      return <AnalyzePage key={key} params={params} />;
    case 'nimber':
      return <NimberPage key={key} params={params} />;
    default:
      return <GalleryPage />;
  }
}
