/** Shown while a page's code loads after a client-side navigation. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      Loading…
    </div>
  );
}
