import { desc, eq, lte } from 'drizzle-orm';
import {
  academicYearLabel,
  academicYearStartOf,
  admissionYearStartOf,
  fillAdmissionYear,
} from '../../shared/content/academic-year';
import { ADMISSION_FORM_FEE_TEXT } from '../../shared/content/school-facts';
import { fileDate } from '../../shared/format';
import { formatRupees } from '../../shared/rupees';
import {
  DEFAULT_SETTINGS,
  type PublicSiteSettings,
  type SettingsPatch,
  type SiteSettings,
  SiteSettingsSchema,
} from '../../shared/schemas/settings';
import { instantToZoned, zonedToInstant } from '../../shared/time-zone';
import type { ServiceContext } from '../context';
import type { Db, Reader } from '../db/client';
import { feeItems, settings } from '../db/schema';
import { SEEDED_KEY } from '../db/seed-markers';
import { write } from '../db/write';
import { InvalidFieldError } from '../lib/errors';
import type { MediaStore } from '../lib/images/media-store';
import { refreshSettingsSources } from './search/entries';

const SITE_KEY = 'site';
/**
 * When each setting last changed ({ field: ISO date }), beside the settings themselves: a page's "Last
 * updated" reads only the settings the page shows, so a new colour does not date the terms of use
 * (docs/decisions/033-last-updated.md). A field absent here has not changed since this was kept.
 */
const CHANGED_KEY = 'site-changed';

/** The stored settings as they are, or null before the first save. */
function parseStored(raw: string): Record<string, unknown> | null {
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The settings row's select, prepared once per database: every request reads it (the CSP header's
 * style hash, an enquiry's privacy notice and recipients), and preparing it each time cost more than
 * the read (docs/decisions/023-enquiry-group-commit.md).
 */
const siteRowQueries = new WeakMap<Db, ReturnType<typeof prepareSiteRowQuery>>();
function prepareSiteRowQuery(db: Db) {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_KEY)).prepare();
}
function siteRowQuery(db: Db) {
  let query = siteRowQueries.get(db);
  if (!query) {
    query = prepareSiteRowQuery(db);
    siteRowQueries.set(db, query);
  }
  return query;
}

// Every page render reads the settings a few times; checking them (the colour's contrast included)
// is done once per stored value.
let last: { raw: string; value: SiteSettings } | null = null;

/**
 * The site settings; missing or older stored values are completed from the defaults (a database
 * saved before a setting existed gets today's value for it). A stored value that no longer passes
 * (a rule tightened since) falls back to its default alone, not the whole settings.
 */
export function getSettings(svc: ServiceContext): SiteSettings {
  return readSettings(svc.db);
}

/** getSettings for a table helper that has a database but no service context (a content type's next change). */
export function readSettings(db: Db): SiteSettings {
  const row = siteRowQuery(db).get();
  if (!row) return DEFAULT_SETTINGS;
  if (last?.raw === row.value) return last.value;
  const value = checkStored(parseStored(row.value));
  last = { raw: row.value, value };
  return value;
}

/** The settings as a transaction sees them (a write that depends on them: a fee asked when a place is offered). */
export function settingsIn(reader: Reader): SiteSettings {
  const row = reader.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_KEY)).get();
  if (!row) return DEFAULT_SETTINGS;
  if (last?.raw === row.value) return last.value;
  return checkStored(parseStored(row.value));
}

/**
 * The admission form fee of the academic year Settings names (or the latest year before it), as
 * printed ('₹2,000'). Fees the office enters ahead for the next year are not stated until Settings
 * names that year, as on the Fees page (content/types.ts: feeItems' publicWhere).
 */
function admissionFee(db: Db, academicYear: string): string {
  const heads = db
    .select({ year: feeItems.academicYear, name: feeItems.name, amount: feeItems.amount })
    .from(feeItems)
    .where(lte(feeItems.academicYear, academicYear))
    .orderBy(desc(feeItems.academicYear), feeItems.sortOrder)
    .all();
  const latest = heads[0]?.year;
  const head = heads.find((h) => h.year === latest && /admission form/i.test(h.name));
  return formatRupees(head?.amount) || ADMISSION_FORM_FEE_TEXT;
}

/**
 * The settings visitors' pages receive: the office's notification addresses are not published, and
 * an accessibility review date the school has not set is the day the site was first started.
 */
export function getPublicSettings(svc: ServiceContext): PublicSiteSettings {
  const {
    notificationEmails: _private,
    offsiteBackupConfirmedOn: _backups,
    twoFactorForEveryone: _staff,
    acknowledgeParents: _acknowledgments,
    digestHour: _digest,
    upiId: _upi,
    upiPayeeName: _payee,
    upiMerchantCode: _merchant,
    feeOnApply: _onApply,
    feesOnOffer: _onOffer,
    retentionReceiptYears: _receipts,
    ...rest
  } = getSettings(svc);
  const { admissionYear } = schoolYears(svc);
  return {
    ...rest,
    admissionYear,
    admissionFee: admissionFee(svc.db, rest.academicYear),
    // The texts as visitors read them: the year they name by its field filled (docs/decisions/044).
    heroButtonText: fillAdmissionYear(rest.heroButtonText, admissionYear),
    admissionsNotice: fillAdmissionYear(rest.admissionsNotice, admissionYear),
    accessibilityReviewedOn: rest.accessibilityReviewedOn || firstStartedOn(svc),
  };
}

/**
 * Where an instant falls in the school's years, from its date in the school's time zone and the two
 * months of the settings (docs/decisions/044-one-academic-year.md): the academic year running then
 * and the year parents are admitted for.
 */
export function schoolYears(
  svc: ServiceContext,
  at: Date = svc.now(),
): { today: string; academicYearStart: number; admissionYear: string } {
  const s = getSettings(svc);
  const today = instantToZoned(at, s.timeZone).slice(0, 10);
  return {
    today,
    academicYearStart: academicYearStartOf(today, s),
    admissionYear: academicYearLabel(admissionYearStartOf(today, s)),
  };
}

/**
 * The next instant the year parents are admitted for changes (the first day of the admissions month
 * or of the year's first month, midnight school time): public pages name that year, so the page cache
 * ends there.
 */
export function nextAdmissionYearChange(svc: ServiceContext, now: Date): Date {
  const s = getSettings(svc);
  const today = instantToZoned(now, s.timeZone).slice(0, 10);
  const current = admissionYearStartOf(today, s);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (;;) {
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    if (admissionYearStartOf(first, s) !== current) return zonedToInstant(`${first}T00:00`, s.timeZone);
  }
}

/**
 * When each database's site was first started: its seed marker is written once and never changes, so
 * the row is read once, not on every page that reads the public settings.
 */
const firstStarts = new WeakMap<Db, Date>();

/** The day the site was first started (its first content was seeded), in the school's time zone. */
export function firstStartedOn(svc: ServiceContext): string {
  let at = firstStarts.get(svc.db);
  if (!at) {
    const row = svc.db.select({ at: settings.updatedAt }).from(settings).where(eq(settings.key, SEEDED_KEY)).get();
    // Not seeded yet (a database started without its sample content): today, and asked again next time.
    if (row?.at) firstStarts.set(svc.db, row.at);
    at = row?.at ?? svc.now();
  }
  return instantToZoned(at, getSettings(svc).timeZone).slice(0, 10);
}

function readChanged(db: Pick<Db, 'select'>): Record<string, string> {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, CHANGED_KEY)).get();
  const parsed = row ? parseStored(row.value) : null;
  return parsed
    ? (Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Record<string, string>)
    : {};
}

/** When the latest of these settings last changed, or null when none has since changes were kept. */
export function settingsChangedAt(svc: ServiceContext, fields: readonly (keyof SiteSettings)[]): Date | null {
  const changed = readChanged(svc.db);
  let latest: Date | null = null;
  for (const field of fields) {
    const at = changed[field] ? new Date(changed[field]) : null;
    if (at && !Number.isNaN(at.getTime()) && (!latest || at > latest)) latest = at;
  }
  return latest;
}

/** Who receives the office's notifications: nobody without SMTP_URL (nothing is queued then). */
export function officeRecipients(svc: ServiceContext, settings?: SiteSettings): string[] {
  return svc.mail.configured ? (settings ?? getSettings(svc)).notificationEmails : [];
}

function checkStored(stored: Record<string, unknown> | null): SiteSettings {
  if (!stored) return DEFAULT_SETTINGS;
  const merged = { ...DEFAULT_SETTINGS, ...stored };
  const parsed = SiteSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const repaired = Object.fromEntries(
    Object.entries(merged).map(([k, v]) => [k, bad.has(k) ? DEFAULT_SETTINGS[k as keyof SiteSettings] : v]),
  );
  const again = SiteSettingsSchema.safeParse(repaired);
  return again.success ? again.data : DEFAULT_SETTINGS;
}

/** Merges, checks the whole and stores; the first refused field is an InvalidFieldError. Nothing changes then. */
function store(svc: ServiceContext, next: SiteSettings): SiteSettings {
  const parsed = SiteSettingsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidFieldError(String(issue?.path[0] ?? 'settings'), issue?.message ?? 'Invalid settings');
  }
  const value = JSON.stringify(parsed.data);
  const before = getSettings(svc);
  const now = svc.now();
  const changedFields = (Object.keys(parsed.data) as (keyof SiteSettings)[]).filter(
    (k) => JSON.stringify(parsed.data[k]) !== JSON.stringify(before[k]),
  );
  write(svc.db, (tx) => {
    tx.insert(settings)
      .values({ key: SITE_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
      .run();
    if (changedFields.length === 0) return;
    const changed = { ...readChanged(tx), ...Object.fromEntries(changedFields.map((k) => [k, now.toISOString()])) };
    const json = JSON.stringify(changed);
    tx.insert(settings)
      .values({ key: CHANGED_KEY, value: json, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: now } })
      .run();
    // Search's passages that state the settings say the new ones from this save.
    refreshSettingsSources(svc);
  });
  return getSettings(svc);
}

/**
 * Saves the fields given (each dashboard panel sends its own) over the stored settings, so a panel
 * opened before another was saved never puts back that panel's old values.
 */
export function saveSettings(svc: ServiceContext, patch: SettingsPatch): SiteSettings {
  const { logo: _ignored, ...fields } = patch as SettingsPatch & { logo?: unknown };
  return store(svc, { ...getSettings(svc), ...fields } as SiteSettings);
}

/** Saves settings a feature checked itself (the Payments panel, against Fees) over the stored ones. */
export function saveSettingFields(svc: ServiceContext, fields: Partial<SiteSettings>): SiteSettings {
  return store(svc, { ...getSettings(svc), ...fields });
}

/**
 * Records that the daily backups are copied off the server, on today's school date, or withdraws it
 * (''); the date is the server's, so the record says when it was confirmed.
 */
export function confirmOffsiteBackups(svc: ServiceContext, confirmed: boolean): SiteSettings {
  return store(svc, { ...getSettings(svc), offsiteBackupConfirmedOn: confirmed ? fileDate(svc.now()) : '' });
}

/** An Owner's choice: whether everyone on the staff, not only Owners, signs in with a second factor. */
export function requireTwoFactorForEveryone(svc: ServiceContext, required: boolean): SiteSettings {
  return store(svc, { ...getSettings(svc), twoFactorForEveryone: required });
}

/** Whether parents who gave an e-mail receive an acknowledgment with their reference (also Settings, Admissions desk). */
export function setAcknowledgeParents(svc: ServiceContext, on: boolean): SiteSettings {
  return store(svc, { ...getSettings(svc), acknowledgeParents: on });
}

/** Stores an uploaded logo through the image pipeline (checked, re-encoded) and drops the old files. */
export async function saveLogo(svc: ServiceContext, upload: Buffer): Promise<SiteSettings> {
  const key = await svc.media.storeUpload('site', upload);
  const old = getSettings(svc).logo;
  try {
    const saved = store(svc, { ...getSettings(svc), logo: key });
    await removeLogoFiles(svc.media, old);
    return saved;
  } catch (error) {
    // Not recorded: the new files would be orphans.
    await svc.media.remove(key);
    throw error;
  }
}

/** Goes back to the built-in mark. */
export async function removeLogo(svc: ServiceContext): Promise<SiteSettings> {
  const old = getSettings(svc).logo;
  const saved = store(svc, { ...getSettings(svc), logo: '' });
  await removeLogoFiles(svc.media, old);
  return saved;
}

async function removeLogoFiles(media: MediaStore, key: string): Promise<void> {
  if (key) await media.remove(key);
}
