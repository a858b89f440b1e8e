import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TRANSLATION_WORDS as WORDS } from '../../../shared/content/translation-words';
import { LANGUAGES, type LanguageCode } from '../../../shared/paths';
import { readAdminError } from './admin-errors';
import { useToast } from './toast';

// The office translates its texts beside the English (docs/architecture.md, "Languages"): a tab per
// language around a dialog's English form; each other language's tab shows every translatable field's
// English, read-only, above an input for its translation, and saves them together.

type TranslatedCode = Exclude<LanguageCode, 'en'>;

export interface FieldTranslationState {
  value: string;
  source: string;
  needsTranslation: boolean;
  seeded: boolean;
}

/** What a `translations` procedure answers: the English now and each language's texts. */
export interface TranslationsAnswer {
  english: Record<string, string>;
  languages: Record<TranslatedCode, Record<string, FieldTranslationState | undefined>>;
}

/** The two procedures a translatable thing offers (content types, notices, the site alert, ...). */
export interface TranslationApi {
  translations: { query(input: { id: number }): Promise<TranslationsAnswer> };
  translate: {
    mutate(input: { id: number; lang: TranslatedCode; values: Record<string, string> }): Promise<TranslationsAnswer>;
  };
}

/** How a translatable field is shown: its English label, and whether it is a long text. */
export interface TranslatableField {
  name: string;
  label: string;
  multiline?: boolean;
}

const OTHERS = LANGUAGES.filter((l) => l.code !== 'en');

/**
 * The language tabs around an English form. `id` null (an item not yet saved) or no translatable
 * field: the form alone, as it always was.
 */
export function TranslationTabs({
  api,
  queryKey,
  id,
  fields,
  children,
}: {
  api: TranslationApi;
  queryKey: readonly unknown[];
  id: number | null;
  fields: readonly TranslatableField[];
  children: ReactNode;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState<LanguageCode>('en');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const key = [...queryKey, 'translations', id];
  const answer = useQuery({
    queryKey: key,
    queryFn: () => api.translations.query({ id: id ?? 0 }),
    enabled: id !== null && fields.length > 0,
    staleTime: 0,
  });
  // A type that translates none of these fields (the server's English names those it does): the form alone.
  const none = answer.data && !fields.some((f) => f.name in answer.data.english);
  if (id === null || fields.length === 0 || none) return <>{children}</>;

  const tabId = (code: string) => `${baseId}-tab-${code}`;
  const panelId = (code: string) => `${baseId}-panel-${code}`;

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = LANGUAGES.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const language = LANGUAGES[next];
    if (!language) return;
    setSelected(language.code);
    tabs.current[next]?.focus();
  }

  return (
    <div className="admin-translation-tabs">
      <div className="admin-tabs-list" role="tablist" aria-label={WORDS.tabsLabel}>
        {LANGUAGES.map((language, index) => (
          <button
            key={language.code}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(language.code)}
            aria-selected={selected === language.code}
            aria-controls={panelId(language.code)}
            tabIndex={selected === language.code ? 0 : -1}
            lang={language.code}
            className="admin-tab"
            onClick={() => setSelected(language.code)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {language.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId('en')} aria-labelledby={tabId('en')} hidden={selected !== 'en'}>
        {children}
      </div>
      {OTHERS.map((language) => (
        <div
          key={language.code}
          role="tabpanel"
          id={panelId(language.code)}
          aria-labelledby={tabId(language.code)}
          hidden={selected !== language.code}
        >
          {/* Only the open language's fields exist: a label such as 'Title (मराठी)' never doubles
              the English form's 'Title' for someone finding a field by its name. */}
          {selected !== language.code ? null : answer.isPending ? (
            <p className="admin-dialog-body">{WORDS.loading}</p>
          ) : answer.isError || !answer.data ? (
            <p className="admin-dialog-body" role="alert">
              {WORDS.loadFailed}
            </p>
          ) : (
            <TranslationForm
              api={api}
              queryKey={key}
              id={id}
              lang={language.code}
              fields={fields}
              answer={answer.data}
            />
          )}
        </div>
      ))}
    </div>
  );
}

function TranslationForm({
  api,
  queryKey,
  id,
  lang,
  fields,
  answer,
}: {
  api: TranslationApi;
  queryKey: readonly unknown[];
  id: number;
  lang: TranslatedCode;
  fields: readonly TranslatableField[];
  answer: TranslationsAnswer;
}) {
  const uid = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const shown = fields.filter((f) => f.name in answer.english);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(shown.map((f) => [f.name, answer.languages[lang][f.name]?.value ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const saved = await api.translate.mutate({ id, lang, values });
      queryClient.setQueryData(queryKey, saved);
      setErrors({});
      toast.success(WORDS.saved);
    } catch (error) {
      const read = readAdminError(error);
      setErrors(read.fieldErrors);
      toast.error(read.summary ?? WORDS.notSaved);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
      <p className="field-hint">{WORDS.intro}</p>
      {shown.map((f) => {
        const english = answer.english[f.name] ?? '';
        const stored = answer.languages[lang][f.name];
        const inputId = `${uid}-${f.name}`;
        const englishId = `${inputId}-english`;
        const errorId = `${inputId}-error`;
        const error = errors[f.name];
        const props = {
          id: inputId,
          name: f.name,
          lang,
          dir: language.dir,
          value: values[f.name] ?? '',
          disabled: saving || english === '',
          'aria-describedby': [englishId, error ? errorId : ''].filter(Boolean).join(' '),
          'aria-invalid': error ? true : undefined,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
        } as const;
        return (
          <div className="field admin-translation-field" key={f.name}>
            <span className="form-label">
              <label htmlFor={inputId}>{WORDS.fieldIn(f.label, language.name)}</label>
            </span>
            <div className="admin-translation-english" id={englishId}>
              <span className="admin-translation-english-label">{WORDS.englishNow}: </span>
              {english ? (
                <span lang="en" dir="ltr" className="admin-translation-english-text">
                  {english}
                </span>
              ) : (
                <span>{WORDS.emptyEnglish}</span>
              )}
              {stored?.needsTranslation && (
                <span className="badge admin-translation-mark" title={WORDS.needsTranslationHint}>
                  {WORDS.needsTranslation}
                </span>
              )}
              {stored?.seeded && <span className="badge admin-translation-mark">{WORDS.seeded}</span>}
            </div>
            {f.multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
            {error && (
              <p className="field-error" id={errorId}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="admin-dialog-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? WORDS.saving : WORDS.save}
        </button>
      </div>
    </form>
  );
}
