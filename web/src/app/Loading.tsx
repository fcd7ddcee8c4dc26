/** Shown while a funnel area or a template loads. The text is the spec's, before content exists. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  )
}
