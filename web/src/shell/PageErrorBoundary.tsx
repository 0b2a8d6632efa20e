import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Whether an error is the browser failing to fetch a page's chunk (the site was rebuilt, or the network dropped). */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    error.message,
  );
}

/**
 * Catches what a page throws while loading or rendering, so the header and navigation stay and the
 * visitor is told what happened and offered a reload, instead of a blank site. It wraps the page
 * only: other pages still work from the header.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, State> {
  override state: State = { error: null };

  /** A chunk that failed for want of a network is fetched again when the connection returns. */
  private readonly online = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) this.props.onRetry?.();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.online);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.online);
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <section className="panel" data-testid="page-error">
        <h1>{chunk ? 'This page could not be loaded' : 'This page stopped with an error'}</h1>
        <p>
          {chunk
            ? navigator.onLine
              ? 'Its code did not arrive (the site may have just been updated, or the connection dropped). Reloading fetches it again.'
              : 'Its code did not arrive: this device is offline (no network). It loads by itself when the connection returns.'
            : 'Something went wrong while showing it. Reloading starts it afresh; the link keeps what you typed.'}
        </p>
        <p className="error mono">{error.message}</p>
        <div className="row">
          <button onClick={() => location.reload()}>Reload</button>
          <a href="#/gallery">Back to the gallery</a>
        </div>
      </section>
    );
  }
}
