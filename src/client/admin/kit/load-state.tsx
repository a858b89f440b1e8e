/**
 * A section whose data is not here: its loading line, or, when loading failed, the error with Retry
 * (the toast says it too, and goes; this stays until the data comes).
 */
export function LoadState({
  failed,
  loadingText,
  errorText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  errorText: string;
  onRetry: () => void;
}) {
  return failed ? (
    <div className="alert alert-error admin-load-error">
      <span>{errorText}</span>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Retry
      </button>
    </div>
  ) : (
    <p className="admin-empty" role="status">
      {loadingText}
    </p>
  );
}
