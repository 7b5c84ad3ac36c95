/** Shown in the page's place while the first page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex justify-center px-4 py-24">
      <span className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
