import { asc, count, eq } from 'drizzle-orm';
import { contactKeys, type DeskKind } from '../../../shared/admissions';
import {
  DEFAULT_REPLY_TEMPLATES,
  REPLY_TEMPLATE_MESSAGES as MESSAGES,
  NO_CHILD_NAME,
  type TemplateField,
} from '../../../shared/content/desk-replies-words';
import { formatDate } from '../../../shared/format';
import { isLanguageCode, type LanguageCode, PATHS } from '../../../shared/paths';
import {
  fillTemplate,
  type ReplyTarget,
  type ReplyTemplateFields,
  ReplyTemplateFieldsSchema,
  readTemplate,
  type SendEmailReplyInput,
  type WhatsappReplyInput,
} from '../../../shared/schemas/desk-replies';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { applications, enquiries, replyTemplates, settings } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { InvalidFieldError, NotFoundError } from '../../lib/errors';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings } from '../../platform/settings';
import {
  byEnglishRules,
  itemTranslations,
  readTranslations,
  removeTranslations,
  saveTranslations,
} from '../../platform/translations';
import { changeFamilyRecord, readFamilyContact } from './family-record';

// Reply templates and the replies sent from them (docs/architecture.md, "The admissions desk"). A
// template's fields are filled from the record when the office opens the reply; the office may edit
// the text before it goes. An e-mail reply is queued in the mail outbox in the same transaction as its
// timeline entry, so the timeline never claims a mail that was not queued; a WhatsApp reply is a wa.me
// address the office's browser opens (the message is sent from the office's phone, so the entry says
// it was prepared). The timeline keeps the channel and the template, never the text.

export interface ReplyTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

const templateColumns = {
  id: replyTemplates.id,
  name: replyTemplates.name,
  subject: replyTemplates.subject,
  body: replyTemplates.body,
  updatedAt: replyTemplates.updatedAt,
};

const toTemplate = (row: { id: number; name: string; subject: string; body: string; updatedAt: Date }) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The templates in name order, the way the reply dialog offers them. */
export function listTemplates(svc: ServiceContext): ReplyTemplate[] {
  return svc.db
    .select(templateColumns)
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.id))
    .all()
    .map(toTemplate);
}

function getTemplate(svc: ServiceContext, id: number): ReplyTemplate {
  const row = svc.db.select(templateColumns).from(replyTemplates).where(eq(replyTemplates.id, id)).get();
  if (!row) throw new NotFoundError();
  return toTemplate(row);
}

export function createTemplate(svc: ServiceContext, fields: ReplyTemplateFields): ReplyTemplate {
  const now = svc.now();
  const id = write(svc.db, (tx) => {
    const row = tx
      .insert(replyTemplates)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning({ id: replyTemplates.id })
      .all()[0];
    if (!row) throw new Error('reply template not written');
    return row.id;
  });
  return getTemplate(svc, id);
}

export function updateTemplate(svc: ServiceContext, id: number, fields: ReplyTemplateFields): ReplyTemplate {
  const changed = write(svc.db, (tx) =>
    tx
      .update(replyTemplates)
      .set({ ...fields, updatedAt: svc.now() })
      .where(eq(replyTemplates.id, id))
      .run(),
  );
  if (changed.changes === 0) throw new NotFoundError();
  return getTemplate(svc, id);
}

export function removeTemplate(svc: ServiceContext, id: number): { id: number } {
  const removed = write(svc.db, (tx) => {
    const result = tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).run();
    removeTranslations(tx, TEMPLATE_SUBJECT, id);
    return result;
  });
  if (removed.changes === 0) throw new NotFoundError();
  return { id };
}

// A template's subject and text in the families' languages (docs/architecture.md, "Languages"): a
// reply to an enquiry or application sent from a Marathi page is offered in Marathi, in English where
// the template has no Marathi yet. Its name is the office's own label and stays English.

const TEMPLATE_SUBJECT = 'reply-templates';

/** A template's English subject and text and their translations, with "needs translation" per field. */
export function templateTranslations(svc: ServiceContext, id: number) {
  const template = getTemplate(svc, id);
  const english = { subject: template.subject, body: template.body };
  return { english, languages: itemTranslations(svc.db, TEMPLATE_SUBJECT, id, english) };
}

/** Saves one language's subject and text of a template, each checked as its English is. */
export function translateTemplate(
  svc: ServiceContext,
  input: { id: number; lang: LanguageCode; values: Record<string, string> },
  by: string,
) {
  const { english } = templateTranslations(svc, input.id);
  saveTranslations(svc, {
    subject: TEMPLATE_SUBJECT,
    itemId: input.id,
    lang: input.lang,
    values: input.values,
    english,
    by,
    check: byEnglishRules(ReplyTemplateFieldsSchema.shape),
  });
  return { id: input.id, ...templateTranslations(svc, input.id) };
}

/** The language an enquiry or application was sent in (its page's). */
function recordLanguage(db: Db, kind: DeskKind, id: number): LanguageCode {
  const table = kind === 'enquiry' ? enquiries : applications;
  const code = db.select({ language: table.language }).from(table).where(eq(table.id, id)).get()?.language ?? 'en';
  return isLanguageCode(code) ? code : 'en';
}

/** A template in a language: its translated subject and text where the office wrote them, else English. */
function templateIn(db: Db, template: ReplyTemplate, lang: LanguageCode): ReplyTemplate {
  const texts = readTranslations(db, TEMPLATE_SUBJECT, lang).get(template.id);
  return { ...template, subject: texts?.subject || template.subject, body: texts?.body || template.body };
}

/** Set once the first templates were seeded: what the office deletes afterwards stays deleted. */
export const REPLY_TEMPLATES_SEEDED_KEY = 'seeded-reply-templates';

/**
 * The first templates, once: on a new install, and on an upgraded one that has none (one whose office
 * already wrote its own keeps only those).
 */
export function seedReplyTemplates(db: Db, now: Date): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, REPLY_TEMPLATES_SEEDED_KEY)).get();
  if (marker) return false;
  return write(db, (tx) => {
    const existing = tx.select({ n: count() }).from(replyTemplates).get()?.n ?? 0;
    if (existing === 0)
      tx.insert(replyTemplates)
        .values(DEFAULT_REPLY_TEMPLATES.map((t) => ({ ...t, createdAt: now, updatedAt: now })))
        .run();
    tx.insert(settings).values({ key: REPLY_TEMPLATES_SEEDED_KEY, value: 'true', updatedAt: now }).run();
    return existing === 0;
  });
}

/** What a reply needs of the record: its fields' values, where to send it. */
interface Recipient {
  email: string;
  mobile: string;
  values: Omit<Record<TemplateField, string>, 'visitDate'>;
}

function recipientOf(svc: ServiceContext, kind: DeskKind, id: number): Recipient {
  const contact = readFamilyContact(svc.db, kind, id);
  if (!contact) throw new NotFoundError();
  const school = getSettings(svc);
  return {
    email: contact.email,
    mobile: contact.mobile,
    values: {
      schoolName: school.schoolName,
      schoolPhone: school.phone,
      statusLink: `${svc.config.siteUrl}${PATHS.admissionStatus}`,
      parentName: contact.parentName,
      childName: contact.childName ?? NO_CHILD_NAME,
      class: contact.classLabel,
      reference: contact.reference ?? '',
    },
  };
}

/** The reply's timeline entry (the channel and the template, never the text), inside `tx`. */
function recordReply(tx: Tx, actor: string, target: ReplyTarget, channel: 'email' | 'whatsapp', at: Date): void {
  changeFamilyRecord(tx, { kind: target.kind, id: target.id, actor, at }, null, {
    type: 'reply',
    detail: { channel, templateId: target.templateId },
  });
}

function templateFor(svc: ServiceContext, templateId: number): ReplyTemplate {
  try {
    return getTemplate(svc, templateId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new InvalidFieldError('templateId', MESSAGES.templateMissing);
    throw error;
  }
}

/** The visit date as the site writes dates ('3 Dec 2026'); refused beside its field when the template needs one. */
function visitDateText(template: ReplyTemplate, visitDate: string | undefined): string {
  const uses = [template.subject, template.body].some((text) => {
    const read = readTemplate(text);
    return read.ok && read.fields.includes('visitDate');
  });
  if (!visitDate) {
    if (uses) throw new InvalidFieldError('visitDate', MESSAGES.visitDateNeeded);
    return '';
  }
  // Noon UTC is the same calendar day in every school time zone.
  return formatDate(`${visitDate}T12:00:00Z`);
}

export interface FilledReply {
  subject: string;
  body: string;
  /** Where an e-mail would go ('' when the family gave none). */
  email: string;
  /** Whether WhatsApp can reach the family. */
  hasMobile: boolean;
}

/** The template filled for the record: what the reply dialog shows for the office to read or edit. */
export function previewReply(svc: ServiceContext, target: ReplyTarget): FilledReply {
  const recipient = recipientOf(svc, target.kind, target.id);
  // In the family's language: the one of the page they wrote from.
  const template = templateIn(
    svc.db,
    templateFor(svc, target.templateId),
    recordLanguage(svc.db, target.kind, target.id),
  );
  const values = { ...recipient.values, visitDate: visitDateText(template, target.visitDate) };
  return {
    subject: fillTemplate(template.subject, values),
    body: fillTemplate(template.body, values),
    email: recipient.email,
    hasMobile: whatsappNumber(recipient.mobile) !== null,
  };
}

/** An Indian mobile as WhatsApp takes it: 91 and its ten digits; null when there are not ten. */
function whatsappNumber(mobile: string): string | null {
  // The same key the desk compares families by: +91, a leading 0 and spaces drop away.
  const ten = contactKeys({ mobile, email: '' }).mobileKey;
  return ten.length === 10 && /^[6-9]/.test(ten) ? `91${ten}` : null;
}

/** Queues the reply (edited or as filled) to the family's e-mail, Reply-To the school, with its timeline entry. */
export function sendEmailReply(svc: ServiceContext, actor: string, input: SendEmailReplyInput): { id: number } {
  if (!svc.mail.configured) throw new InvalidFieldError('email', MESSAGES.mailOff);
  const filled = previewReply(svc, input);
  if (!filled.email) throw new InvalidFieldError('email', MESSAGES.noEmail);
  const schoolEmail = getSettings(svc).email;
  const now = svc.now();
  write(svc.db, (tx) => {
    queueMail(
      tx,
      {
        // A mail to a parent, of its own kind: the privacy tools find and erase it by its recipient.
        kind: 'reply',
        recipients: [filled.email],
        subject: input.subject ?? filled.subject,
        text: input.body ?? filled.body,
        ...(schoolEmail ? { replyTo: schoolEmail } : {}),
      },
      svc.mail.now(),
    );
    recordReply(tx, actor, input, 'email', now);
  });
  svc.mail.wake();
  return { id: input.id };
}

/** The wa.me address with the message, and its timeline entry (the office sends it from their phone). */
export function prepareWhatsappReply(
  svc: ServiceContext,
  actor: string,
  input: WhatsappReplyInput,
): { id: number; url: string } {
  const recipient = recipientOf(svc, input.kind, input.id);
  const number = whatsappNumber(recipient.mobile);
  if (!number) throw new InvalidFieldError('mobile', MESSAGES.noMobile);
  const text = input.body ?? previewReply(svc, input).body;
  write(svc.db, (tx) => recordReply(tx, actor, input, 'whatsapp', svc.now()));
  return { id: input.id, url: `https://wa.me/${number}?text=${encodeURIComponent(text)}` };
}
