import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | undefined;
}

/**
 * The router's error page: a page that fails to render (or whose code fails to download, as can
 * happen just after the site is updated) shows this instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  // Going to another page leaves the error behind.
  componentDidUpdate(previous: { pathname: string }) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: undefined });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="container" style={{ paddingBlock: '4rem' }}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Reloading usually fixes it.</p>
        <p>
          <code>{error.message}</code>
        </p>
        <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href="/" className="btn btn-outline">
            Back to the home page
          </a>
        </p>
      </main>
    );
  }
}
