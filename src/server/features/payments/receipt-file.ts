import { asc } from 'drizzle-orm';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { PAYMENT_MODE_LABELS } from '../../../shared/schemas/payments';
import { RECEIPT_LABELS_EN } from '../../../shared/words/receipt';
import type { ServiceContext } from '../../context';
import { campuses } from '../../db/schema';
import { receiptPdf } from '../../lib/receipt-pdf';
import type { MadeAttachment } from '../../platform/mail/sender';
import { getSettings } from '../../platform/settings';
import { readReceipt } from './ledger';

// A receipt's PDF, made from the ledger each time it is sent or downloaded (never stored): so it
// always shows the refunds recorded since, and an erased family's receipt shows no child.

const classLabel = new Map<string, string>(SCHOOL_CLASSES.map((c) => [c.value, c.label]));

/** '14 May 2026' in the school's time zone. */
function dayText(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

const onText = (day: string) => dayText(new Date(`${day}T12:00:00+05:30`));

/** The receipt `id` as a PDF with its file name; null when the ledger has no such receipt. */
export async function receiptFile(svc: ServiceContext, id: number): Promise<MadeAttachment | null> {
  const receipt = readReceipt(svc, id);
  if (!receipt) return null;
  const settings = getSettings(svc);
  // The school's affiliation: its first campus's, as the disclosure lists them.
  const campus = svc.db
    .select({ affiliationNo: campuses.affiliationNo })
    .from(campuses)
    .orderBy(asc(campuses.sortOrder), asc(campuses.id))
    .get();
  const content = await receiptPdf({
    school: {
      name: settings.schoolName,
      address: settings.addressIndia.replace(/\s*\n\s*/g, ', '),
      affiliation: campus?.affiliationNo ? `CBSE Affiliation No. ${campus.affiliationNo}` : '',
    },
    number: receipt.number,
    issuedOn: dayText(receipt.issuedAt),
    studentName: receipt.studentName,
    className: classLabel.get(receipt.className) ?? receipt.className,
    reference: receipt.reference,
    payerName: receipt.payerName,
    lines: receipt.lines,
    totalPaise: receipt.totalPaise,
    mode: PAYMENT_MODE_LABELS[receipt.mode],
    modeReference: receipt.modeReference,
    refunds: receipt.refunds.map((r) => ({
      amountPaise: r.amountPaise,
      on: onText(r.refundedOn),
      reference: r.utr,
      reason: r.reason,
    })),
    labels: RECEIPT_LABELS_EN,
    createdAt: receipt.issuedAt,
  });
  return {
    filename: `receipt-${receipt.number.replaceAll('/', '-')}.pdf`,
    contentType: 'application/pdf',
    content,
  };
}
