import { hrefFor } from './route';
import { usePageTitle } from './usePageTitle';

/** An address that names no page: say so, and show where to go, instead of silently showing another page. */
export function NotFoundPage({ page, pages }: { page: string; pages: { id: string; title: string }[] }) {
  usePageTitle('Page not found');
  return (
    <section data-testid="not-found">
      <h1>No page here</h1>
      <p>
        The playground has no page called <code>{page}</code>. Its pages are:
      </p>
      <ul>
        {pages.map((p) => (
          <li key={p.id}>
            <a href={hrefFor(p.id)}>{p.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
