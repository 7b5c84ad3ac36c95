import { Spinner } from '../components/ui/spinner.tsx';

/** Shown in the page's place while the first page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex justify-center px-4 py-24">
      <Spinner size="xl" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
