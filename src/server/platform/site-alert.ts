import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SCHOOL_TIME_ZONE } from '../../shared/format';
import type { LanguageCode } from '../../shared/paths';
import type { ActiveSiteAlert, AlertSeverity, SiteAlertInput } from '../../shared/schemas/site-alert';
import { SiteAlertInputSchema } from '../../shared/schemas/site-alert';
import { instantToZoned } from '../../shared/time-zone';
import { earliest, windowToRow } from '../content/schedule';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { write } from '../db/write';
import {
  byEnglishRules,
  isTranslatedLanguage,
  itemTranslations,
  removeTranslations,
  saveTranslations,
  type Translated,
} from './translations';

// The site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md): one row of the
// settings table, read on every page render (memoised per stored value), active between its start
// and end; the page cache expires at both instants (src/server/content/index.ts).

const KEY = 'siteAlert';

interface StoredAlert {
  id: string;
  message: string;
  link: string;
  severity: AlertSeverity;
  /** Epoch milliseconds, or null: from now on / until cleared. */
  startsAt: number | null;
  endsAt: number | null;
}

let last: { raw: string; value: StoredAlert | null } | null = null;

function stored(db: Db): StoredAlert | null {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).get();
  if (!row) return null;
  if (last?.raw === row.value) return last.value;
  let value: StoredAlert | null = null;
  try {
    value = JSON.parse(row.value) as StoredAlert;
  } catch {
    value = null;
  }
  last = { raw: row.value, value };
  return value;
}

/**
 * The alert visitors see at `now`, or null; in `lang`, its message translated where the office
 * translated this message (a translation of an earlier alert's message is never shown for a new one:
 * the alert is news, not a text edited over time), else English, `untranslated` saying so.
 */
export function activeAlert(svc: ServiceContext, lang?: LanguageCode): Translated<ActiveSiteAlert> | null {
  const alert = stored(svc.db);
  const now = svc.now().getTime();
  if (!alert || (alert.startsAt !== null && alert.startsAt > now) || (alert.endsAt !== null && alert.endsAt <= now))
    return null;
  const translated = isTranslatedLanguage(lang) ? translatedMessage(svc.db, lang, alert.message) : undefined;
  return {
    ...(isTranslatedLanguage(lang) ? { untranslated: translated ? [] : ['message'] } : {}),
    id: alert.id,
    message: translated ?? alert.message,
    link: alert.link,
    severity: alert.severity,
    endsAt: alert.endsAt === null ? null : new Date(alert.endsAt).toISOString(),
  };
}

/** When the alert next appears or disappears, for the page cache; null when nothing is ahead. */
export function nextAlertChange(svc: ServiceContext, now: Date): Date | null {
  const alert = stored(svc.db);
  if (!alert) return null;
  const ahead = (at: number | null) => (at !== null && at > now.getTime() ? new Date(at) : null);
  return earliest([ahead(alert.startsAt), ahead(alert.endsAt)]);
}

export type AlertState = 'scheduled' | 'showing' | 'ended';

/** The alert as the dashboard edits it (start and end in school time), with its state; null when none. */
export function alertForEditing(
  svc: ServiceContext,
): (Required<SiteAlertInput> & { id: string; state: AlertState }) | null {
  const alert = stored(svc.db);
  if (!alert) return null;
  const now = svc.now().getTime();
  const zoned = (at: number | null) => (at === null ? '' : instantToZoned(new Date(at), SCHOOL_TIME_ZONE));
  return {
    id: alert.id,
    message: alert.message,
    link: alert.link,
    severity: alert.severity,
    startsAt: zoned(alert.startsAt),
    endsAt: zoned(alert.endsAt),
    state:
      alert.endsAt !== null && alert.endsAt <= now
        ? 'ended'
        : alert.startsAt !== null && alert.startsAt > now
          ? 'scheduled'
          : 'showing',
  };
}

/** Sets the one alert (replacing any), with a new id so visitors who dismissed the last one see it. */
export function saveAlert(svc: ServiceContext, input: Required<SiteAlertInput>): void {
  const window = windowToRow({ publishAt: input.startsAt, expireAt: input.endsAt });
  const value: StoredAlert = {
    id: crypto.randomBytes(6).toString('base64url'),
    message: input.message,
    link: input.link,
    severity: input.severity,
    startsAt: window.publishAt?.getTime() ?? null,
    endsAt: window.expireAt?.getTime() ?? null,
  };
  const json = JSON.stringify(value);
  write(svc.db, (tx) =>
    tx
      .insert(settings)
      .values({ key: KEY, value: json })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: svc.now() } })
      .run(),
  );
}

/** No alert any more, nor its translations. */
export function clearAlert(svc: ServiceContext): void {
  write(svc.db, (tx) => {
    tx.delete(settings).where(eq(settings.key, KEY)).run();
    removeTranslations(tx, ALERT_SUBJECT, ALERT_ITEM);
  });
}

// The alert's message in the families' languages (docs/architecture.md, "Languages"): one item (0)
// of the subject 'site-alert'; its link stays as set, and its "More" is the page's own word.

const ALERT_SUBJECT = 'site-alert';
const ALERT_ITEM = 0;

/** The translation of exactly this message in `lang`, if the office made one. */
function translatedMessage(db: Db, lang: LanguageCode, message: string): string | undefined {
  if (!isTranslatedLanguage(lang)) return undefined;
  const translation = itemTranslations(db, ALERT_SUBJECT, ALERT_ITEM, { message })[lang].message;
  return translation && !translation.needsTranslation ? translation.value : undefined;
}

/** The alert's English message and its translations, with "needs translation" (always, for a new message). */
export function alertTranslations(svc: ServiceContext) {
  const english = { message: stored(svc.db)?.message ?? '' };
  return { english, languages: itemTranslations(svc.db, ALERT_SUBJECT, ALERT_ITEM, english) };
}

/** Saves the alert's message in one language, checked as the English message is. */
export function translateAlert(
  svc: ServiceContext,
  input: { lang: LanguageCode; values: Record<string, string> },
  by: string,
) {
  const { english } = alertTranslations(svc);
  saveTranslations(svc, {
    subject: ALERT_SUBJECT,
    itemId: ALERT_ITEM,
    lang: input.lang,
    values: input.values,
    english,
    by,
    check: byEnglishRules({ message: SiteAlertInputSchema.shape.message }),
  });
  return { id: ALERT_ITEM, ...alertTranslations(svc) };
}
