import { useId, useState } from 'react';
import { EDITOR } from '../../../shared/content/page-editor-words';
import type { EditablePageKey } from '../../../shared/page-content/pages';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import type { TranslatedLanguage } from './translation-editor';

/**
 * A page's published versions, newest first, with who published each and when; "Show changes" lists
 * the sections a version changed, each with the words it added and removed (as <ins> and <del>, so
 * the change is read out, not only coloured), and "Restore as draft" puts a version back as the draft.
 */
export function HistoryPanel({
  page,
  lang,
  canChange,
  busy,
  onRestore,
}: {
  page: EditablePageKey;
  /** The versions of the page's translation into this language, not of its English. */
  lang?: TranslatedLanguage;
  canChange: boolean;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const titleId = useId();
  const english = trpc.admin.pages.history.useQuery({ page }, { enabled: !lang });
  const translated = trpc.admin.pages.translationHistory.useQuery({ page, lang: lang ?? 'mr' }, { enabled: !!lang });
  const history = lang ? translated : english;
  const [shown, setShown] = useState<number | null>(null);
  return (
    <section className="admin-panel page-history" aria-labelledby={titleId}>
      <h2 id={titleId}>{EDITOR.history}</h2>
      <p className="muted">{EDITOR.historyHint}</p>
      {history.data === undefined ? (
        <LoadState
          failed={history.isError}
          loadingText={EDITOR.historyLoading}
          errorText={EDITOR.historyFailed}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <ol className="page-history-list">
          {history.data.map((v) => (
            <li key={v.version} className="page-history-item">
              <div className="page-history-line">
                <p>
                  {EDITOR.versionLine(v.version, v.publishedBy, v.publishedAt)}
                  {v.current && (
                    <>
                      {' '}
                      <span className="badge status-badge status-resolved">{EDITOR.current}</span>
                    </>
                  )}
                </p>
                <div className="page-inline-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-expanded={shown === v.version}
                    aria-label={shown === v.version ? EDITOR.hideChangesOf(v.version) : EDITOR.showChangesOf(v.version)}
                    onClick={() => setShown(shown === v.version ? null : v.version)}
                  >
                    {shown === v.version ? EDITOR.hideChanges : EDITOR.showChanges}
                  </button>
                  {canChange && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={EDITOR.restoreVersion(v.version)}
                      onClick={() => onRestore(v.version)}
                      disabled={busy}
                    >
                      {EDITOR.restoreAsDraft}
                    </button>
                  )}
                </div>
              </div>
              {shown === v.version && <Changes page={page} lang={lang} version={v.version} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Changes({ page, lang, version }: { page: EditablePageKey; lang?: TranslatedLanguage; version: number }) {
  const ofEnglish = trpc.admin.pages.changes.useQuery({ page, version }, { enabled: !lang });
  const ofTranslation = trpc.admin.pages.translationChanges.useQuery(
    { page, lang: lang ?? 'mr', version },
    { enabled: !!lang },
  );
  const changes = lang ? ofTranslation : ofEnglish;
  const titleId = useId();
  if (!changes.data) {
    return (
      <LoadState
        failed={changes.isError}
        loadingText={EDITOR.changesLoading}
        errorText={EDITOR.historyFailed}
        onRetry={() => void changes.refetch()}
      />
    );
  }
  const { from, to, sections } = changes.data;
  return (
    <figure className="page-diff" aria-labelledby={titleId}>
      <figcaption id={titleId}>
        {EDITOR.changesOf(to, from)}
        {sections.length > 0 && (
          <>
            {': '}
            {EDITOR.changedSections(sections.length)}
            <span className="page-diff-key">
              {' '}
              <ins>{EDITOR.added}</ins> <del>{EDITOR.removed}</del>
            </span>
          </>
        )}
      </figcaption>
      {sections.length === 0 ? (
        <p className="muted">{EDITOR.noChanges}</p>
      ) : (
        <ol className="page-diff-sections">
          {sections.map((section, i) => (
            <li key={i} className="page-diff-section">
              <h3 className="page-diff-name">
                <span className={`badge status-badge page-diff-${section.change}`}>
                  {EDITOR.sectionChange[section.change]}
                </span>{' '}
                {section.name}
              </h3>
              {section.change === 'moved' ? (
                <p className="muted">{EDITOR.sectionMovedOnly}</p>
              ) : section.changes.length === 0 ? (
                <p className="muted">{EDITOR.noChanges}</p>
              ) : (
                <p className="page-diff-text">
                  {section.changes.map((part, k) =>
                    part.added ? (
                      <ins key={k}>{part.value}</ins>
                    ) : part.removed ? (
                      <del key={k}>{part.value}</del>
                    ) : (
                      <span key={k}>{part.value}</span>
                    ),
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
