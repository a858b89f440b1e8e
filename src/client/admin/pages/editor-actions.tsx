import { EDITOR } from '../../../shared/content/page-editor-words';

/**
 * The row under a page's document, in English and in a translation alike: save the draft, preview it
 * at the page's address, publish, discard, and open History.
 */
export function EditorActions({
  canChange,
  canPreview,
  path,
  disabled,
  saving,
  publishing,
  hasDraft,
  dirty,
  onPublish,
  onDiscard,
  historyOpen,
  onToggleHistory,
}: {
  canChange: boolean;
  canPreview: boolean;
  /** The page's address in its language; the preview is this address with `?preview=draft`. */
  path: string;
  disabled: boolean;
  saving: boolean;
  publishing: boolean;
  hasDraft: boolean;
  dirty: boolean;
  onPublish: () => void;
  onDiscard: () => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  return (
    <div className="page-editor-actions">
      {canChange && (
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {saving ? EDITOR.saving : EDITOR.saveDraft}
        </button>
      )}
      {canPreview ? (
        <a className="btn btn-outline" href={`${path}?preview=draft`} target="_blank" rel="noopener">
          {EDITOR.previewDraft}
        </a>
      ) : (
        <button type="button" className="btn btn-outline" disabled title={EDITOR.previewNeedsDraft}>
          {EDITOR.previewDraft}
        </button>
      )}
      {canChange && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={onPublish}
          disabled={disabled || (!hasDraft && !dirty)}
        >
          {publishing ? EDITOR.publishing : EDITOR.publish}
        </button>
      )}
      {canChange && hasDraft && (
        <button type="button" className="btn btn-danger" onClick={onDiscard} disabled={disabled}>
          {EDITOR.discardDraft}
        </button>
      )}
      <button type="button" className="btn btn-ghost" aria-expanded={historyOpen} onClick={onToggleHistory}>
        {EDITOR.history}
      </button>
    </div>
  );
}
