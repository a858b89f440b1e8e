import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { EDITOR } from '../../../shared/content/page-editor-words';
import type { PageDocumentInput } from '../../../shared/page-content/document';
import type { EditablePageKey } from '../../../shared/page-content/pages';
import { TRANSLATION_WORDS } from '../../../shared/page-content/translation-words';
import { PAGES, pathInLanguage } from '../../../shared/paths';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { LoadState } from '../kit/load-state';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';
import { type EditorApi, EditorContext, Group, MarkdownField, TextLine } from './doc-fields';
import { type Path, pathKey, sectionTitle, setAt } from './document-path';
import { EditorActions } from './editor-actions';
import { HistoryPanel } from './history-panel';
import { SectionFields } from './section-editor';

// The page editor in another language (docs/architecture.md, "Languages", "Pages in four
// languages"): each text field with its English above it, and no control that changes the layout
// (sections, parts, pictures, links come from English). Save, publish, discard, History and restore
// act on this language's version only; the server checks the words by the English page's rules.

export type TranslatedLanguage = 'mr' | 'hi' | 'ur';
type TranslationState = RouterOutputs['admin']['pages']['translation'];

export function TranslationEditor({ page, lang }: { page: EditablePageKey; lang: TranslatedLanguage }) {
  const query = trpc.admin.pages.translation.useQuery({ page, lang }, { refetchOnWindowFocus: false });
  if (query.data === undefined) {
    return (
      <LoadState
        failed={query.isError}
        loadingText={TRANSLATION_WORDS.loading}
        errorText={TRANSLATION_WORDS.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <TranslationForm key={lang} initial={query.data} />;
}

function TranslationForm({ initial }: { initial: TranslationState }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const canChange = useCanChangeSection();
  const headingId = useId();
  const [server, setServer] = useState(initial);
  const [doc, setDoc] = useState<PageDocumentInput>(initial.document);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const alertRef = useRef<HTMLDivElement>(null);

  const save = trpc.admin.pages.saveTranslation.useMutation();
  const publish = trpc.admin.pages.publishTranslation.useMutation();
  const discard = trpc.admin.pages.discardTranslation.useMutation();
  const restore = trpc.admin.pages.restoreTranslation.useMutation();
  const busy = save.isPending || publish.isPending || discard.isPending || restore.isPending;
  const disabled = !canChange || busy;
  const { page, lang } = server;
  const path = pathInLanguage(PAGES[page].path, lang);

  const shown = new Set<string>();
  const [unshown, setUnshown] = useState<string[]>([]);
  useLayoutEffect(() => {
    const rest = Object.entries(errors)
      .filter(([key]) => !shown.has(key))
      .map(([, message]) => message);
    setUnshown((now) => (now.join('\n') === rest.join('\n') ? now : rest));
  });

  function edit(at: Path, value: unknown) {
    setDoc((now) => setAt(now, at, value));
    setDirty(true);
    const key = pathKey(at);
    if (errors[key]) {
      setErrors((now) => {
        const { [key]: _, ...rest } = now;
        return rest;
      });
    }
  }

  function take(next: TranslationState) {
    setServer(next);
    setDoc(next.document);
    setDirty(false);
    setErrors({});
    setFormError(null);
    unsaved.release();
    utils.admin.pages.translation.setData({ page: next.page, lang: next.lang }, next);
    void utils.admin.pages.translationHistory.invalidate({ page: next.page, lang: next.lang });
  }

  function showFailure(error: unknown, fallback: string) {
    const { fieldErrors, formMessage } = readAdminError(error);
    setErrors(fieldErrors);
    setFormError(formMessage ?? (Object.keys(fieldErrors).length > 0 ? EDITOR.notSavedFields : fallback));
    alertRef.current?.focus();
  }

  async function saveDraft(): Promise<TranslationState | null> {
    try {
      const next = await save.mutateAsync({ page, lang, document: doc, draftRevision: server.draftRevision });
      take(next);
      return next;
    } catch (error) {
      showFailure(error, EDITOR.saveFailed);
      return null;
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (await saveDraft()) toast.success(EDITOR.draftSaved);
  }

  async function onPublish() {
    const current = dirty ? await saveDraft() : server;
    if (!current) return;
    try {
      take(await publish.mutateAsync({ page, lang, version: current.version, draftRevision: current.draftRevision }));
      toast.success(EDITOR.published);
    } catch (error) {
      showFailure(error, EDITOR.publishFailed);
    }
  }

  async function onDiscard() {
    if (!window.confirm(EDITOR.discardConfirm)) return;
    try {
      take(await discard.mutateAsync({ page, lang, draftRevision: server.draftRevision }));
      toast.success(EDITOR.discarded);
    } catch (error) {
      showFailure(error, EDITOR.discardFailed);
    }
  }

  async function onRestore(version: number) {
    if (dirty && !window.confirm(EDITOR.restoreConfirm)) return;
    try {
      take(await restore.mutateAsync({ page, lang, version, draftRevision: server.draftRevision }));
      toast.success(EDITOR.restored(version));
    } catch (error) {
      showFailure(error, EDITOR.restoreFailed);
    }
  }

  const api: EditorApi = {
    doc,
    edit,
    errors,
    disabled,
    // The layout is English's: no control that adds, removes or moves a part or a picture.
    readOnly: true,
    shown,
    allowedParts: {},
    empty: new Set(),
    english: server.english,
  };
  const canPreview = server.hasDraft && !dirty;
  return (
    <EditorContext.Provider value={api}>
      <section className="page-editor page-translation" aria-labelledby={headingId}>
        <div className="page-editor-top">
          <h2 id={headingId}>{doc.settings.heading || server.english.settings.heading}</h2>
          <p className="page-editor-path">
            <a href={path} target="_blank" rel="noopener">
              {path}
            </a>
          </p>
        </div>
        {server.seeded && (
          <div className="alert alert-info" role="note">
            <p>
              <strong>{TRANSLATION_WORDS.seededNote}</strong>
            </p>
            <p>{TRANSLATION_WORDS.seededHint}</p>
          </div>
        )}
        <div className="page-editor-state" role="status">
          <p>{TRANSLATION_WORDS.state(server.version, server.publishedBy, server.publishedAt)}</p>
          <p>
            {server.hasDraft ? (
              <>
                <span className="badge status-badge status-new">{EDITOR.draftBadge}</span>{' '}
                {EDITOR.draftState(server.draftSavedBy, server.draftSavedAt)}
              </>
            ) : (
              EDITOR.noDraft
            )}
          </p>
          {dirty && <p className="page-editor-unsaved">{EDITOR.unsavedNote}</p>}
        </div>

        <div ref={alertRef} tabIndex={-1} className="page-editor-alert">
          {(formError || unshown.length > 0) && (
            <div className="alert alert-error" role="alert">
              <p>{formError ?? EDITOR.notSavedFields}</p>
              {unshown.length > 0 && (
                <ul>
                  {unshown.map((message, i) => (
                    <li key={i}>{message}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>

        <form className="admin-form page-editor-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <p className="field-hint">{TRANSLATION_WORDS.translationHint}</p>
          <Group legend={EDITOR.settings} className="page-settings">
            <div className="admin-form-grid">
              <TextLine path={['settings', 'title']} label={EDITOR.title} />
              <TextLine path={['settings', 'heading']} label={EDITOR.heading} />
              <TextLine path={['settings', 'eyebrow']} label={EDITOR.eyebrow} optional />
              <TextLine path={['settings', 'description']} label={EDITOR.description} />
            </div>
            <MarkdownField path={['settings', 'intro']} label={EDITOR.intro} inline optional />
          </Group>

          <div className="page-sections-head">
            <h3>{EDITOR.sections}</h3>
          </div>
          {doc.sections.map((section, i) => {
            const english = server.english.sections[i] ?? section;
            const name = EDITOR.sectionLegend(i + 1, english.kind, sectionTitle(english));
            return (
              <fieldset key={`${lang}-${i}`} className="page-section">
                <legend>
                  {name}
                  {server.needsTranslation[i] && (
                    <>
                      {' '}
                      <span className="badge status-badge status-new">{TRANSLATION_WORDS.needsTranslation}</span>
                    </>
                  )}
                </legend>
                <SectionFields section={section} path={['sections', i]} name={name} />
              </fieldset>
            );
          })}

          <EditorActions
            canChange={canChange}
            canPreview={canPreview}
            path={path}
            disabled={disabled}
            saving={save.isPending}
            publishing={publish.isPending}
            hasDraft={server.hasDraft}
            dirty={dirty}
            onPublish={onPublish}
            onDiscard={onDiscard}
            historyOpen={historyOpen}
            onToggleHistory={() => setHistoryOpen((open) => !open)}
          />
        </form>

        {historyOpen && (
          <HistoryPanel
            page={page}
            lang={lang}
            canChange={canChange}
            busy={busy}
            onRestore={(v) => void onRestore(v)}
          />
        )}
      </section>
    </EditorContext.Provider>
  );
}
