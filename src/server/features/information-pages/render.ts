import { desc } from 'drizzle-orm';
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
import { getSettings } from '../settings/service';

// A page's document as visitors get it: fields filled, Markdown rendered to safe HTML on the server
// (markdown-it never reaches the browser), a photo without consent shown as its drawing. The page
// cache keeps the result, so this runs once per page after each change.

/** The admission form fee of the latest fee structure's year, as printed ('₹2,000'). */
function admissionFee(svc: ServiceContext): string {
  const heads = svc.db
    .select({ year: feeItems.academicYear, name: feeItems.name, amount: feeItems.amount })
    .from(feeItems)
    .orderBy(desc(feeItems.academicYear), feeItems.sortOrder)
    .all();
  const latest = heads[0]?.year;
  const head = heads.find((h) => h.year === latest && /admission form/i.test(h.name));
  return formatRupees(head?.amount) || ADMISSION_FORM_FEE_TEXT;
}

/** Every field's value now. */
export function fieldValues(svc: ServiceContext): Record<PageField, string> {
  return pageFieldValues(getSettings(svc), admissionFee(svc));
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
