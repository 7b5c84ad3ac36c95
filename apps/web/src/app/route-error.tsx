import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/button.tsx';
import { DocumentTitle } from '../components/document-title.tsx';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

function ErrorFallback() {
  const error = useRouteError();
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

/** A page failed: the top bar and footer stay, the fallback takes the page's place. */
export function RouteErrorFallback() {
  return <ErrorFallback />;
}

/** The layout itself failed: the fallback is the whole document, with its own main landmark. */
export function RootErrorFallback() {
  return (
    <main id="main" className="min-h-dvh">
      <ErrorFallback />
    </main>
  );
}
