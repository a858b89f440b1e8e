import { desc, lte } from 'drizzle-orm';
import { ADMISSION_FORM_FEE_TEXT } from '../../../shared/content/school-facts';
import {
  type Art,
  MARKDOWN_BLOCK_KEYS,
  MARKDOWN_INLINE_KEYS,
  type PageDocument,
} from '../../../shared/page-content/document';
import { pageFieldValues } from '../../../shared/page-content/field-values';
import { fillFields, type PageField } from '../../../shared/page-content/fields';
import { formatRupees } from '../../../shared/rupees';
import type { ServiceContext } from '../../context';
import { feeItems } from '../../db/schema';
import { renderPageInline, renderPageMarkdown } from '../../lib/markdown';
import { getSettings } from '../../platform/settings';
import { type ImportantDates, importantDates } from '../events/calendar';

// A page's document as visitors get it: fields filled, Markdown rendered to safe HTML on the server
// (markdown-it never reaches the browser), a photo without consent shown as its drawing. The page
// cache keeps the result, so this runs once per page after each change.

/**
 * The admission form fee of the academic year Settings names (or the latest year before it), as
 * printed ('₹2,000'). Fees the office enters ahead for the next year are not stated until Settings
 * names that year, as on the Fees page (content/types.ts: feeItems' publicWhere).
 */
function admissionFee(svc: ServiceContext, academicYear: string): string {
  const heads = svc.db
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
 * Every field's value now. The calendar's are worked out only when a text asks for one (Important
 * Dates): every other page would pay for expanding a year of events.
 */
export function fieldValues(svc: ServiceContext): Record<PageField, string> {
  const s = getSettings(svc);
  let calendar: ImportantDates | undefined;
  const dates = () => {
    calendar ??= importantDates(svc);
    return { year: calendar.year, holidayCount: calendar.holidays.length };
  };
  return pageFieldValues(s, admissionFee(svc, s.academicYear), dates);
}

const BLOCK_KEYS = new Set<string>(MARKDOWN_BLOCK_KEYS);
const INLINE_KEYS = new Set<string>(MARKDOWN_INLINE_KEYS);

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** A photo is shown only with consent on file; otherwise the drawing it replaced. */
const shownArt = (art: Art): Art => (art.kind === 'photo' && !art.photoConsent ? art.illustration : art);

function renderValue(value: Json, key: string, fields: Record<PageField, string>): Json {
  if (typeof value === 'string') {
    const filled = fillFields(value, fields);
    if (BLOCK_KEYS.has(key)) return renderPageMarkdown(filled);
    if (INLINE_KEYS.has(key)) return renderPageInline(filled);
    return filled;
  }
  if (Array.isArray(value)) return value.map((item) => renderValue(item, key, fields));
  if (value && typeof value === 'object') {
    const source = key === 'art' && value.kind === 'photo' ? (shownArt(value as unknown as Art) as Json) : value;
    if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(source)) out[k] = renderValue(v, k, fields);
    return out;
  }
  return value;
}

/**
 * The document with its fields filled and its Markdown as HTML. The result has the document's shape;
 * Markdown keys hold HTML the client puts in place as it is (rendered here, safe by construction).
 */
export function renderDocument(doc: PageDocument, fields: Record<PageField, string>): PageDocument {
  return renderValue(doc as unknown as Json, '', fields) as unknown as PageDocument;
}
