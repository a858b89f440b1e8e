import { keepPreviousData } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { EDITOR } from '../../../shared/content/page-editor-words';
import { imageUrl } from '../../../shared/images';
import type { Art, PageDocumentInput } from '../../../shared/page-content/document';
import { PAGE_FIELD_NAMES, PAGE_FIELDS } from '../../../shared/page-content/fields';
import type { AllowedParts } from '../../../shared/page-content/structure';
import { isLayoutKey } from '../../../shared/page-content/translation';
import { TRANSLATION_WORDS } from '../../../shared/page-content/translation-words';
import { trpc } from '../../lib/trpc';
import { imageProblem } from '../content/item-image-field';
import { readAdminError } from '../kit/admin-errors';
import { postForm } from '../kit/request';
import { useToast } from '../kit/toast';
import { getAt, type Path, pathKey } from './document-path';

// The page editor's fields: each reads and writes one path of the document, and shows the message the
// check (in the browser, or the server's) gave for that path beside it.

export interface EditorApi {
  doc: PageDocumentInput;
  edit: (path: Path, value: unknown) => void;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  /** A person who may only read the section: the buttons that change the page are not shown. */
  readOnly: boolean;
  /** The paths of the fields on screen: a message for any other path is listed at the top. */
  shown: Set<string>;
  /** The parts each kind of section may hold, as blank parts to add (from the server). */
  allowedParts: AllowedParts;
  /** The sections and tabs with nothing in them ('sections.2', 'sections.2.tabs.1'), which cannot be published. */
  empty: ReadonlySet<string>;
  /**
   * Translating: the English document, whose text each field shows above it (read-only); the
   * controls that change the layout are hidden (`readOnly`), as are the layout's own fields.
   */
  english?: PageDocumentInput;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('useEditor must be used inside the page editor');
  return api;
}

/** The ids, value and message of the field at `path`. */
function useDocField(path: Path) {
  const editor = useEditor();
  const key = pathKey(path);
  editor.shown.add(key);
  const id = useId();
  const error = editor.errors[key];
  return {
    editor,
    key,
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    error,
    value: getAt(editor.doc, path),
  };
}

/** While translating, the English text of the field at `path`, above it and read out with it. */
function EnglishText({ path, id }: { path: Path; id: string }) {
  const editor = useEditor();
  if (!editor.english) return null;
  const value = getAt(editor.english, path);
  const text = Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
  if (text === '') return null;
  return (
    <p className="page-english" id={id} lang="en" dir="ltr">
      <span className="page-english-label">{TRANSLATION_WORDS.english}</span> {text}
    </p>
  );
}

/** The id of the English text shown above a field while translating (for aria-describedby). */
const englishIdOf = (editor: EditorApi, id: string, path: Path) => {
  if (!editor.english) return undefined;
  const value = getAt(editor.english, path);
  return (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '')
    ? `${id}-english`
    : undefined;
};

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

function Message({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** One line of plain text; an optional one is removed from the document when emptied. */
export function TextLine({
  path,
  label,
  hint,
  optional = false,
}: {
  path: Path;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const f = useDocField(path);
  const englishId = englishIdOf(f.editor, f.id, path);
  // A link's target is English's in every language: not translated.
  if (f.editor.english && isLayoutKey(String(path.at(-1)))) return null;
  return (
    <div className="field">
      <label htmlFor={f.id}>{label}</label>
      {englishId && <EnglishText path={path} id={englishId} />}
      <input
        id={f.id}
        name={f.key}
        type="text"
        value={typeof f.value === 'string' ? f.value : ''}
        onChange={(e) => f.editor.edit(path, optional && e.target.value === '' ? undefined : e.target.value)}
        disabled={f.editor.disabled}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(englishId, hint && f.hintId, f.error && f.errorId)}
      />
      {hint && (
        <p className="field-hint" id={f.hintId}>
          {hint}
        </p>
      )}
      <Message id={f.errorId} error={f.error} />
    </div>
  );
}

/** A list of lines edited as one text, one item a line (a list's items, a table's headings). */
export function LinesField({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const f = useDocField(path);
  const lines = Array.isArray(f.value) ? (f.value as string[]) : [];
  // The text is kept as typed (a blank line while writing), and the list made from it.
  const [text, setText] = useState(() => lines.join('\n'));
  const joined = lines.join('\n');
  useEffect(() => {
    setText((now) =>
      now
        .split('\n')
        .filter((l) => l.trim() !== '')
        .join('\n') === joined
        ? now
        : joined,
    );
  }, [joined]);
  const firstError = Object.entries(f.editor.errors).find(([k]) => k === f.key || k.startsWith(`${f.key}.`))?.[1];
  const englishId = englishIdOf(f.editor, f.id, path);
  return (
    <div className="field">
      <label htmlFor={f.id}>{label}</label>
      {englishId && <EnglishText path={path} id={englishId} />}
      <textarea
        id={f.id}
        name={f.key}
        rows={Math.min(12, Math.max(3, lines.length + 1))}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          f.editor.edit(
            path,
            e.target.value.split('\n').filter((l) => l.trim() !== ''),
          );
        }}
        disabled={f.editor.disabled}
        aria-invalid={firstError ? true : undefined}
        aria-describedby={describedBy(englishId, hint && f.hintId, firstError && f.errorId)}
      />
      {hint && (
        <p className="field-hint" id={f.hintId}>
          {hint}
        </p>
      )}
      <Message id={f.errorId} error={firstError} />
    </div>
  );
}

export function CheckField({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const f = useDocField(path);
  // A choice of the layout: English's, not translated.
  if (f.editor.english) return null;
  return (
    <div className="field">
      <label className="admin-check">
        <input
          type="checkbox"
          name={f.key}
          checked={f.value === true}
          onChange={(e) => f.editor.edit(path, e.target.checked)}
          disabled={f.editor.disabled}
          aria-describedby={describedBy(hint && f.hintId, f.error && f.errorId)}
        />
        {label}
      </label>
      {hint && (
        <p className="field-hint" id={f.hintId}>
          {hint}
        </p>
      )}
      <Message id={f.errorId} error={f.error} />
    </div>
  );
}

const PREVIEW_DELAY_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The links an HTML text makes: their words and where they go. */
function linksOf(html: string): { words: string; href: string }[] {
  if (!html.includes('<a') || typeof DOMParser === 'undefined') return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('a')].map((a) => ({
    words: a.textContent ?? '',
    href: a.getAttribute('href') ?? '',
  }));
}

/**
 * A Markdown text (a body, or a sentence's text): the text area with "Insert a field", and beside it
 * the preview as visitors will read it (rendered by the server, fields filled) and the links it makes.
 */
export function MarkdownField({
  path,
  label,
  inline = false,
  optional = false,
}: {
  path: Path;
  label: string;
  inline?: boolean;
  optional?: boolean;
}) {
  const f = useDocField(path);
  const text = typeof f.value === 'string' ? f.value : '';
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const debounced = useDebounced(text, PREVIEW_DELAY_MS);
  const preview = trpc.admin.pages.previewText.useQuery(
    { text: debounced, inline },
    { enabled: debounced.trim() !== '', placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const html = debounced.trim() === '' ? '' : (preview.data?.html ?? '');
  const links = useMemo(() => linksOf(html), [html]);
  const previewId = `${f.id}-preview`;

  // After a field is inserted, the caret goes after it.
  useEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function insertField(name: string) {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const token = `{${name}}`;
    caret.current = start + token.length;
    f.editor.edit(path, text.slice(0, start) + token + text.slice(end));
  }

  const hint = inline ? EDITOR.inlineHint : EDITOR.markdownHint;
  const englishId = englishIdOf(f.editor, f.id, path);
  return (
    <div className="page-md">
      <div className="field page-md-text">
        <label htmlFor={f.id}>{label}</label>
        {englishId && <EnglishText path={path} id={englishId} />}
        <textarea
          ref={area}
          id={f.id}
          name={f.key}
          rows={inline ? 3 : 7}
          value={text}
          onChange={(e) => f.editor.edit(path, optional && e.target.value === '' ? undefined : e.target.value)}
          disabled={f.editor.disabled}
          aria-invalid={f.error ? true : undefined}
          aria-describedby={describedBy(englishId, f.hintId, f.error && f.errorId)}
        />
        <p className="field-hint" id={f.hintId}>
          {hint}
        </p>
        <Message id={f.errorId} error={f.error} />
        <FieldInserter onInsert={insertField} disabled={f.editor.disabled} label={label} />
      </div>
      {/* A group, not a region: a page has many previews, and landmarks must be told apart by name. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a preview beside a text, not a form's fieldset */}
      <div
        role="group"
        className="page-md-preview"
        aria-labelledby={previewId}
        aria-busy={preview.isFetching || undefined}
      >
        <p id={previewId} className="page-md-preview-title">
          <span aria-hidden="true">{EDITOR.preview}</span>
          <span className="visually-hidden">{EDITOR.previewOf(label)}</span>
        </p>
        {debounced.trim() === '' ? (
          <p className="muted">{EDITOR.previewEmpty}</p>
        ) : preview.isError && !preview.data ? (
          <p className="muted">{EDITOR.previewFailed}</p>
        ) : !preview.data ? (
          <p className="muted">{EDITOR.previewWorking}</p>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server's page renderer, raw HTML off and safe links only
          <div className="page-md-preview-body rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {debounced.trim() !== '' && preview.data && (
          <div className="page-md-links">
            <p className="page-md-links-title">{EDITOR.linksMade}</p>
            {links.length === 0 ? (
              <p className="muted">{EDITOR.noLinks}</p>
            ) : (
              <ul>
                {links.map((link, i) => (
                  <li key={i}>
                    <span className="page-md-link-words">{link.words}</span> <span aria-hidden="true">→</span>{' '}
                    <code>{link.href}</code>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** "Insert a field": the fields the server fills ({schoolName}), put in at the cursor. */
function FieldInserter({
  onInsert,
  disabled,
  label,
}: {
  onInsert: (name: string) => void;
  disabled: boolean;
  label: string;
}) {
  const id = useId();
  return (
    <div className="field page-md-insert">
      <label htmlFor={id}>
        {EDITOR.insertField}
        <span className="visually-hidden"> ({label})</span>
      </label>
      <select
        id={id}
        value=""
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value) onInsert(e.target.value);
        }}
      >
        <option value="">{EDITOR.insertFieldChoose}</option>
        {PAGE_FIELD_NAMES.map((name) => (
          <option key={name} value={name}>
            {`{${name}}`}: {PAGE_FIELDS[name]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Uploads one photo for a page through the image pipeline; resolves to its media key. */
async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { key } = await postForm<{ key: string }>('admin.pages.uploadImage', form);
  return key;
}

/** A photo chooser (file, then Upload), the way the art and the share image take one. */
function PhotoChooser({
  buttonLabel,
  withAlt,
  onChosen,
  onCancel,
}: {
  buttonLabel: string;
  withAlt: boolean;
  onChosen: (key: string, alt: string, photoConsent: boolean) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ image?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);

  async function upload() {
    const problems = {
      image: file ? (imageProblem(file, true) ?? undefined) : EDITOR.photoRequired,
      alt: withAlt && alt.trim() === '' ? EDITOR.altRequired : undefined,
    };
    setErrors(problems);
    if (problems.image || problems.alt || !file) return;
    setBusy(true);
    try {
      const key = await uploadPhoto(file);
      toast.success(EDITOR.photoUploaded);
      onChosen(key, alt.trim(), consent);
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      setErrors({ image: fieldErrors.image ?? summary ?? EDITOR.uploadFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-photo-chooser">
      <div className="field">
        <label htmlFor={`${id}-file`}>{EDITOR.photoFile}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          disabled={busy}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={describedBy(`${id}-file-hint`, errors.image && `${id}-file-error`)}
        />
        <p className="field-hint" id={`${id}-file-hint`}>
          {EDITOR.photoHint}
        </p>
        <Message id={`${id}-file-error`} error={errors.image} />
      </div>
      {withAlt && (
        <>
          <div className="field">
            <label htmlFor={`${id}-alt`}>{EDITOR.altText}</label>
            <input
              id={`${id}-alt`}
              type="text"
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              disabled={busy}
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={describedBy(`${id}-alt-hint`, errors.alt && `${id}-alt-error`)}
            />
            <p className="field-hint" id={`${id}-alt-hint`}>
              {EDITOR.altHint}
            </p>
            <Message id={`${id}-alt-error`} error={errors.alt} />
          </div>
          <div className="field">
            <label className="admin-check">
              <input
                type="checkbox"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                disabled={busy}
                aria-describedby={`${id}-consent-hint`}
              />
              {EDITOR.photoConsent}
            </label>
            <p className="field-hint" id={`${id}-consent-hint`}>
              {EDITOR.photoConsentHint}
            </p>
          </div>
        </>
      )}
      <div className="page-inline-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={upload} disabled={busy}>
          {busy ? EDITOR.uploading : buttonLabel}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
          {EDITOR.cancelPhoto}
        </button>
      </div>
    </div>
  );
}

/** A section's or card's picture: the drawing, or a photo in its place ("Restore the illustration" puts the drawing back). */
export function ArtField({ path, owner }: { path: Path; owner: string }) {
  const editor = useEditor();
  const art = getAt(editor.doc, path) as Art | undefined;
  const [choosing, setChoosing] = useState(false);
  if (!art) return null;
  return (
    <fieldset className="page-art">
      <legend>{EDITOR.art}</legend>
      {art.kind === 'photo' ? (
        <>
          <div className="page-art-now">
            <img src={imageUrl(art.image) ?? undefined} alt={art.alt} width={160} height={100} />
            <p className="muted">{EDITOR.photoNow}</p>
          </div>
          <TextLine path={[...path, 'alt']} label={EDITOR.altText} hint={EDITOR.altHint} />
          <CheckField path={[...path, 'photoConsent']} label={EDITOR.photoConsent} hint={EDITOR.photoConsentHint} />
          <div className="page-inline-actions" hidden={editor.readOnly}>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => editor.edit(path, art.illustration)}
              disabled={editor.disabled}
              aria-label={`${EDITOR.restoreIllustration}: ${owner}`}
            >
              {EDITOR.restoreIllustration}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="page-art-now muted">{EDITOR.illustrationNow(art.label)}</p>
          {choosing ? (
            <PhotoChooser
              buttonLabel={EDITOR.usePhoto}
              withAlt
              onCancel={() => setChoosing(false)}
              onChosen={(image, alt, photoConsent) => {
                editor.edit(path, { kind: 'photo', image, alt, photoConsent, illustration: art });
                setChoosing(false);
              }}
            />
          ) : (
            <div className="page-inline-actions" hidden={editor.readOnly}>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setChoosing(true)}
                disabled={editor.disabled}
                aria-label={`${EDITOR.replaceWithPhoto}: ${owner}`}
              >
                {EDITOR.replaceWithPhoto}
              </button>
            </div>
          )}
        </>
      )}
      <FieldMessages path={path} />
    </fieldset>
  );
}

/** The share image of the page's settings: a photo, or none. */
export function ShareImageField() {
  const editor = useEditor();
  const path = ['settings', 'shareImage'];
  const key = getAt(editor.doc, path) as string | undefined;
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="page-art">
      <legend>{EDITOR.shareImage}</legend>
      <p className="field-hint">{EDITOR.shareImageHint}</p>
      {key ? (
        <div className="page-art-now">
          <img src={imageUrl(key) ?? undefined} alt={EDITOR.shareImageAlt} width={160} height={100} />
        </div>
      ) : (
        <p className="muted">{EDITOR.noShareImage}</p>
      )}
      {choosing ? (
        <PhotoChooser
          buttonLabel={EDITOR.usePhoto}
          withAlt={false}
          onCancel={() => setChoosing(false)}
          onChosen={(image) => {
            editor.edit(path, image);
            setChoosing(false);
          }}
        />
      ) : (
        <div className="page-inline-actions" hidden={editor.readOnly}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setChoosing(true)}
            disabled={editor.disabled}
          >
            {EDITOR.chooseShareImage}
          </button>
          {key && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => editor.edit(path, undefined)}
              disabled={editor.disabled}
            >
              {EDITOR.removeShareImage}
            </button>
          )}
        </div>
      )}
      <FieldMessages path={path} />
    </fieldset>
  );
}

/** The message for a path with no field of its own (an art's drawing, a list's length). */
export function FieldMessages({ path }: { path: Path }) {
  const editor = useEditor();
  const key = pathKey(path);
  editor.shown.add(key);
  const error = editor.errors[key];
  return error ? <p className="field-error">{error}</p> : null;
}

/** A group of fields with its legend. */
export function Group({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className ? `page-group ${className}` : 'page-group'}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
