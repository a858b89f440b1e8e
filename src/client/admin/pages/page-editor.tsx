import { type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDITOR, PAGE_EDITOR_WORDS, SECTION_KIND_NAMES } from '../../../shared/content/page-editor-words';
import { type PageDocumentInput, PageDocumentSchema, type SectionKind } from '../../../shared/page-content/document';
import type { EditablePageKey } from '../../../shared/page-content/pages';
import { emptyPlaces } from '../../../shared/page-content/structure';
import { TRANSLATION_WORDS } from '../../../shared/page-content/translation-words';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, PAGES } from '../../../shared/paths';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { LoadState } from '../kit/load-state';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';
import { sectionPath } from '../shell/admin-paths';
import { type EditorApi, EditorContext, Group, MarkdownField, ShareImageField, TextLine } from './doc-fields';
import { newSection, type Path, pathKey, sectionTitle, setAt } from './document-path';
import { EditorActions } from './editor-actions';
import { HistoryPanel } from './history-panel';
import { EmptyNote, SectionControls, SectionFields } from './section-editor';
import { type TranslatedLanguage, TranslationEditor } from './translation-editor';

type EditorState = RouterOutputs['admin']['pages']['get'];

/**
 * The editor of one page, in the language chosen above it: in English the page itself (its draft or
 * live document, handed to the form); in another language its translation (translation-editor.tsx).
 */
export function PageEditor({ page }: { page: EditablePageKey }) {
  const [lang, setLang] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const selectId = useId();
  return (
    <>
      <div className="field page-language">
        <label htmlFor={selectId}>{TRANSLATION_WORDS.language}</label>
        <select
          id={selectId}
          value={lang}
          onChange={(e) => setLang(e.target.value as LanguageCode)}
          aria-describedby={`${selectId}-hint`}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
              {TRANSLATION_WORDS.languageNames[l.code]}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${selectId}-hint`}>
          {TRANSLATION_WORDS.languageHint}
        </p>
      </div>
      {lang === DEFAULT_LANGUAGE ? (
        <EnglishEditor page={page} />
      ) : (
        <TranslationEditor page={page} lang={lang as TranslatedLanguage} />
      )}
    </>
  );
}

/** The page in English: loads its draft (or live document) and hands it to the form. */
function EnglishEditor({ page }: { page: EditablePageKey }) {
  const query = trpc.admin.pages.get.useQuery({ page }, { refetchOnWindowFocus: false });
  if (query.data === undefined) {
    return (
      <LoadState
        failed={query.isError}
        loadingText={EDITOR.pageLoading}
        errorText={EDITOR.pageLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <EditorForm initial={query.data} />;
}

/** Each issue of the browser's check under its path ('sections.1.body'), as the server names them. */
function issuesByPath(doc: PageDocumentInput): Record<string, string> | null {
  const parsed = PageDocumentSchema.safeParse(doc);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

let nextKey = 0;
const freshKeys = (n: number) => Array.from({ length: n }, () => ++nextKey);

function EditorForm({ initial }: { initial: EditorState }) {
  const toast = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canChange = useCanChangeSection();
  const headingId = useId();
  const [server, setServer] = useState(initial);
  const [doc, setDoc] = useState<PageDocumentInput>(initial.document);
  // Stable keys for the sections, so moving one moves its fields (and what they hold) with it.
  const [keys, setKeys] = useState(() => freshKeys(initial.document.sections.length));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [addKind, setAddKind] = useState<SectionKind>(initial.allowedKinds[0] ?? 'band');
  const unsaved = useUnsavedChanges(dirty);
  const alertRef = useRef<HTMLDivElement>(null);
  // A section just added takes the focus, so the office (and a screen reader) lands on its fields.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const addedRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (addedKey === null || !addedRef.current) return;
    addedRef.current.focus();
    addedRef.current.scrollIntoView?.({ block: 'start' });
  }, [addedKey]);

  const save = trpc.admin.pages.saveDraft.useMutation();
  const publish = trpc.admin.pages.publish.useMutation();
  const discard = trpc.admin.pages.discardDraft.useMutation();
  const restore = trpc.admin.pages.restore.useMutation();
  const busy = save.isPending || publish.isPending || discard.isPending || restore.isPending;
  const disabled = !canChange || busy;

  const path = PAGES[server.page].path;

  // The fields on screen register their paths as they render; a message for any other path (a
  // section's kind, a list's length) is listed in the alert at the top instead.
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

  /** Takes the server's answer as the editor's state: its document, revision and version. */
  function take(next: EditorState) {
    setServer(next);
    setDoc(next.document);
    setKeys(freshKeys(next.document.sections.length));
    setDirty(false);
    setErrors({});
    setFormError(null);
    unsaved.release();
    utils.admin.pages.get.setData({ page: next.page }, next);
    void utils.admin.pages.list.invalidate();
    void utils.admin.pages.history.invalidate({ page: next.page });
  }

  /** Shows a refusal: `fallback` without a sentence of its own, `fieldsMessage` above messages beside fields. */
  function showFailure(error: unknown, fallback: string, fieldsMessage: string = EDITOR.notSavedFields) {
    const { fieldErrors, formMessage } = readAdminError(error);
    const hasFields = Object.keys(fieldErrors).length > 0;
    setErrors(fieldErrors);
    setFormError(formMessage ?? (hasFields ? fieldsMessage : fallback));
    alertRef.current?.focus();
  }

  /** Saves the draft; the new state, or null when it was refused (the messages are shown). */
  async function saveDraft(): Promise<EditorState | null> {
    const problems = issuesByPath(doc);
    if (problems) {
      setErrors(problems);
      setFormError(EDITOR.notSavedFields);
      requestAnimationFrame(() => alertRef.current?.focus());
      return null;
    }
    try {
      const next = await save.mutateAsync({ page: server.page, document: doc, draftRevision: server.draftRevision });
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
      take(
        await publish.mutateAsync({
          page: current.page,
          version: current.version,
          draftRevision: current.draftRevision,
        }),
      );
      toast.success(EDITOR.published);
    } catch (error) {
      // A publish's only refusal beside fields: sections or tabs with nothing in them.
      showFailure(error, EDITOR.publishFailed, PAGE_EDITOR_WORDS.notPublishedEmpty);
    }
  }

  async function onDiscard() {
    if (!window.confirm(EDITOR.discardConfirm)) return;
    try {
      take(await discard.mutateAsync({ page: server.page, draftRevision: server.draftRevision }));
      toast.success(EDITOR.discarded);
    } catch (error) {
      showFailure(error, EDITOR.discardFailed);
    }
  }

  async function onRestore(version: number) {
    if (dirty && !window.confirm(EDITOR.restoreConfirm)) return;
    try {
      take(await restore.mutateAsync({ page: server.page, version, draftRevision: server.draftRevision }));
      toast.success(EDITOR.restored(version));
    } catch (error) {
      showFailure(error, EDITOR.restoreFailed);
    }
  }

  function moveSection(from: number, to: number) {
    const list = [...doc.sections];
    const [moved] = list.splice(from, 1);
    if (moved) list.splice(to, 0, moved);
    const ks = [...keys];
    const [k] = ks.splice(from, 1);
    if (k !== undefined) ks.splice(to, 0, k);
    setKeys(ks);
    edit(['sections'], list);
    setErrors({});
  }

  function removeSection(index: number) {
    setKeys(keys.filter((_, i) => i !== index));
    edit(
      ['sections'],
      doc.sections.filter((_, i) => i !== index),
    );
    setErrors({});
  }

  function addSection() {
    const section = newSection(addKind);
    const [key] = freshKeys(1);
    setKeys([...keys, key as number]);
    setAddedKey(key as number);
    edit(['sections'], [...doc.sections, section]);
    toast.success(EDITOR.sectionAdded(EDITOR.sectionLegend(doc.sections.length + 1, addKind, '')));
  }

  const empty = useMemo(() => new Set(emptyPlaces(doc)), [doc]);
  const api: EditorApi = {
    doc,
    edit,
    errors,
    disabled,
    readOnly: !canChange,
    shown,
    allowedParts: server.allowedParts,
    empty,
  };
  const canPreview = server.hasDraft && !dirty;
  const sectionCount = doc.sections.length;
  return (
    <EditorContext.Provider value={api}>
      <section className="page-editor" aria-labelledby={headingId}>
        <div className="page-editor-top">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate(sectionPath('pages'))}>
            <span aria-hidden="true">←</span> {EDITOR.backToPages}
          </button>
          <h2 id={headingId}>{doc.settings.heading || server.document.settings.heading}</h2>
          <p className="page-editor-path">
            <a href={path} target="_blank" rel="noopener">
              {path}
            </a>
          </p>
        </div>
        <div className="page-editor-state" role="status">
          <p>{EDITOR.state(server.version, server.publishedBy, server.publishedAt)}</p>
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
          <Group legend={EDITOR.settings} className="page-settings">
            <p className="field-hint">{EDITOR.settingsHint}</p>
            <div className="admin-form-grid">
              <TextLine path={['settings', 'title']} label={EDITOR.title} />
              <TextLine path={['settings', 'heading']} label={EDITOR.heading} />
              <TextLine path={['settings', 'eyebrow']} label={EDITOR.eyebrow} optional />
              <TextLine path={['settings', 'description']} label={EDITOR.description} />
            </div>
            <MarkdownField path={['settings', 'intro']} label={EDITOR.intro} inline optional />
            <ShareImageField />
          </Group>

          <div className="page-sections-head">
            <h3>{EDITOR.sections}</h3>
            <p className="field-hint">{EDITOR.sectionsHint}</p>
          </div>
          {doc.sections.map((section, i) => {
            const name = EDITOR.sectionLegend(i + 1, section.kind, sectionTitle(section));
            return (
              <fieldset
                key={keys[i] ?? `s${i}`}
                className="page-section"
                ref={keys[i] === addedKey ? addedRef : undefined}
                tabIndex={keys[i] === addedKey ? -1 : undefined}
              >
                <legend>{name}</legend>
                {canChange && (
                  <SectionControls
                    name={name}
                    disabled={disabled}
                    isFirst={i === 0}
                    isLast={i === sectionCount - 1}
                    onMove={(to) => moveSection(i, to === 'up' ? i - 1 : i + 1)}
                    onRemove={() => {
                      if (window.confirm(EDITOR.removeSectionConfirm(name))) removeSection(i);
                    }}
                  />
                )}
                <EmptyNote path={['sections', i]} />
                <SectionFields section={section} path={['sections', i]} name={name} />
              </fieldset>
            );
          })}

          {canChange && (
            <Group legend={EDITOR.addSection} className="page-add-section">
              <div className="page-add-row">
                <div className="field">
                  <label htmlFor={`${headingId}-kind`}>{EDITOR.addSectionKind}</label>
                  <select
                    id={`${headingId}-kind`}
                    value={addKind}
                    onChange={(e) => setAddKind(e.target.value as SectionKind)}
                    disabled={disabled}
                  >
                    {server.allowedKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {SECTION_KIND_NAMES[kind]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" className="btn btn-outline" onClick={addSection} disabled={disabled}>
                  {EDITOR.add}
                </button>
              </div>
            </Group>
          )}

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
          <HistoryPanel page={server.page} canChange={canChange} busy={busy} onRestore={(v) => void onRestore(v)} />
        )}
      </section>
    </EditorContext.Provider>
  );
}
