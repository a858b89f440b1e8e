import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/paths';
import type { FeeLine } from '../../../shared/schemas/payments';
import type { SiteSettings } from '../../../shared/schemas/settings';
import type { Reader } from '../../db/client';
import { applications, feeItems, payments } from '../../db/schema';
import type { Tx } from '../../db/write';
import { settingsIn } from '../../platform/settings';
import { recordDeskEvent } from '../desk/timeline';

// What a family is asked to pay (docs/decisions/052-upi-fees.md): the Fees heads Settings names, of
// the academic year Settings names (as the Fees page states them), fixed on the payment when it is
// asked, in the same transaction as what asks it (the application, the offer of a place).

export interface FeeHead {
  id: number;
  name: string;
  /** null when Fees gives no amount (the office advises it): such a head cannot be paid by UPI. */
  amountPaise: number | null;
}

/** The heads of the academic year Settings names, or of the latest year before it, in the Fees order. */
export function feeHeads(reader: Reader, academicYear: string): FeeHead[] {
  const rows = reader
    .select({ id: feeItems.id, year: feeItems.academicYear, name: feeItems.name, amount: feeItems.amount })
    .from(feeItems)
    .where(lte(feeItems.academicYear, academicYear))
    .orderBy(desc(feeItems.academicYear), feeItems.sortOrder, feeItems.id)
    .all();
  const latest = rows[0]?.year;
  return rows
    .filter((r) => r.year === latest)
    .map((r) => ({ id: r.id, name: r.name, amountPaise: r.amount === null ? null : r.amount * 100 }));
}

/** The lines of the named heads that have an amount; null when none has. */
export function linesOf(heads: readonly FeeHead[], names: readonly string[]): FeeLine[] | null {
  const lines = names
    .map((name) => heads.find((h) => h.name === name))
    .filter((h): h is FeeHead & { amountPaise: number } => h !== undefined && h.amountPaise !== null)
    .map((h) => ({ head: h.name, amountPaise: h.amountPaise }));
  return lines.length > 0 ? lines : null;
}

/** Whether the school takes fees by UPI at all: nothing about paying shows until its UPI ID is set. */
export const takesUpi = (settings: Pick<SiteSettings, 'upiId' | 'upiPayeeName'>) =>
  settings.upiId !== '' && settings.upiPayeeName !== '';

export type PaymentPurpose = 'application' | 'offer';

/**
 * Asks a family for the fees of `purpose`, inside `tx`, when the school takes UPI and Settings names
 * fees with an amount for it; once per application and purpose. Returns the payment's id, or null.
 */
export function askForPayment(
  tx: Tx,
  ask: { applicationId: number; reference: string; purpose: PaymentPurpose; language: LanguageCode | string; at: Date },
): number | null {
  const settings = settingsIn(tx);
  if (!takesUpi(settings)) return null;
  const names =
    ask.purpose === 'application' ? (settings.feeOnApply ? [settings.feeOnApply] : []) : settings.feesOnOffer;
  const lines = linesOf(feeHeads(tx, settings.academicYear), names);
  if (!lines) return null;
  const existing = tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.applicationId, ask.applicationId), eq(payments.purpose, ask.purpose)))
    .get();
  if (existing) return null;
  const amountPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const { lastInsertRowid } = tx
    .insert(payments)
    .values({
      applicationId: ask.applicationId,
      reference: ask.reference,
      purpose: ask.purpose,
      lines: JSON.stringify(lines),
      amountPaise,
      status: 'due',
      language: ask.language,
      token: randomBytes(18).toString('base64url'),
      createdAt: ask.at,
      updatedAt: ask.at,
    })
    .run();
  recordDeskEvent(tx, {
    kind: 'application',
    recordId: ask.applicationId,
    actor: '',
    type: 'payment',
    detail: { action: 'due', fee: lines.map((l) => l.head).join(' + '), amountPaise },
    at: ask.at,
  });
  return Number(lastInsertRowid);
}

/** A payment's stored lines. */
export function parseLines(json: string): FeeLine[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter(
          (l): l is FeeLine =>
            typeof l === 'object' && l !== null && typeof l.head === 'string' && typeof l.amountPaise === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** Asks for the fees of an offered place, inside the stage change's `tx`, in the family's language. */
export function askForOffer(tx: Tx, applicationId: number, at: Date): number | null {
  const family = tx
    .select({ reference: applications.reference, language: applications.language })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!family?.reference) return null;
  return askForPayment(tx, {
    applicationId,
    reference: family.reference,
    purpose: 'offer',
    language: family.language,
    at,
  });
}
