import { Component, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';
import { Button } from '../components/ui/button.tsx';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

function ErrorFallback({ error }: { error: unknown }) {
  const navigate = useNavigate();

  return (
    <div role="alert" className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
      <DocumentTitle title="Error" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Something went wrong:</h1>
      <pre className="mt-4 overflow-x-auto rounded-lg border border-red-200 bg-red-50 p-4 font-mono text-sm whitespace-pre-wrap break-words text-red-800">
        {errorMessage(error)}
      </pre>
      {/* Reloading the route fetches its code and data again: it retries whatever failed. */}
      <Button className="mt-6" onClick={() => navigate(0)}>
        Try again
      </Button>
    </div>
  );
}

type BoundaryProps = {
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next page's address) lets the children try again. */
  resetKey?: string;
  children: ReactNode;
};
type BoundaryState = { error: unknown; failed: boolean; resetKey?: string };

/** Shows `fallback` in place of children that threw while rendering (a page, or its code not loading). */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** A page failed: the top bar and footer stay, the fallback takes the page's place. */
export function RouteErrorFallback(error: unknown) {
  return <ErrorFallback error={error} />;
}

/** The layout itself failed: the fallback is the whole document, with its own main landmark. */
export function RootErrorFallback(error: unknown) {
  return (
    <main id="main" className="min-h-dvh">
      <ErrorFallback error={error} />
    </main>
  );
}
