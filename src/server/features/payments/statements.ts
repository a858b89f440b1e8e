import { eq, inArray } from 'drizzle-orm';
import type { StatementImport } from '../../../shared/schemas/payments';
import type { ServiceContext } from '../../context';
import { applications, bankStatements, payments, statementLines, statementMappings } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { type ColumnMapping, readStatement, type StatementLine } from '../../lib/bank-statement';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../lib/errors';
import { compactReference, matchStatement, type OpenPayment } from '../../lib/payment-matching';
import { schoolClock } from '../../platform/school-time';
import { receiveIn } from './ledger';

// Importing the bank's statement (docs/decisions/052-upi-fees.md): read in the request, matched and
// stored in one transaction, so a file that cannot be read changes nothing. Each credit is kept once
// by its key, so a statement imported twice matches nothing twice. A UTR the parent gave, or the
// reference in the narration with the amount due, receives the payment and issues its receipt; a
// likely credit (the amount, a date within 3 days, the payer's name) waits for a person to confirm.

export const STATEMENT_OFFICE_MESSAGES = {
  lineMissing: 'This line of the statement no longer exists.',
  lineDone: 'This line was already dealt with.',
  noSuggestion: 'This line has no suggested payment.',
  referenceUnknown: 'No payment waits under this reference.',
} as const;

/** The open payments (due, claimed, or not found), as matching reads them, with the family's names. */
function openPayments(tx: Tx): OpenPayment[] {
  return tx
    .select({
      id: payments.id,
      reference: payments.reference,
      amountPaise: payments.amountPaise,
      claimUtr: payments.claimUtr,
      claimPayerName: payments.claimPayerName,
      claimedAt: payments.claimedAt,
      createdAt: payments.createdAt,
      fatherName: applications.fatherName,
      motherName: applications.motherName,
      studentName: applications.studentName,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(inArray(payments.status, ['due', 'claimed', 'not-found']))
    .all()
    .map((p) => ({
      id: p.id,
      reference: p.reference,
      amountPaise: p.amountPaise,
      claimUtr: p.claimUtr,
      claimPayerName: p.claimPayerName,
      claimedOn: p.claimedAt ? schoolClock(p.claimedAt).day : null,
      dueOn: schoolClock(p.createdAt).day,
      familyNames: [p.fatherName, p.motherName, p.studentName].filter(Boolean),
    }));
}

/**
 * Imports a statement: its columns found from its header, or from the office's choice for this
 * bank's header (remembered; `mapping` given with the file sets it). Returns what it did, or the
 * headers to choose from. A file that cannot be read throws InvalidFieldError('file') naming the row.
 */
export async function importStatement(
  svc: ServiceContext,
  bytes: Buffer,
  chosen: ColumnMapping | undefined,
  actor: string,
): Promise<StatementImport> {
  let read = await readStatement(bytes, chosen);
  if (!read.ok && read.needsMapping && !chosen) {
    const saved = svc.db
      .select({ mapping: statementMappings.mapping })
      .from(statementMappings)
      .where(eq(statementMappings.headerSignature, read.headerSignature))
      .get();
    if (!saved) return { ok: false, needsMapping: true, headers: read.headers };
    read = await readStatement(bytes, JSON.parse(saved.mapping) as ColumnMapping);
  }
  if (!read.ok) {
    if (read.needsMapping) return { ok: false, needsMapping: true, headers: read.headers };
    throw new InvalidFieldError('file', read.message);
  }
  const lines = read.lines;
  const signature = read.headerSignature;
  const now = svc.now();
  const result = write(svc.db, (tx) => {
    if (chosen)
      tx.insert(statementMappings)
        .values({ headerSignature: signature, mapping: JSON.stringify(chosen), updatedAt: now })
        .onConflictDoUpdate({
          target: statementMappings.headerSignature,
          set: { mapping: JSON.stringify(chosen), updatedAt: now },
        })
        .run();
    const seen = new Set<string>();
    const keys = lines.map((l) => l.key);
    // In chunks: SQLite takes at most 32,766 parameters in one statement.
    for (let i = 0; i < keys.length; i += 500) {
      for (const row of tx
        .select({ key: statementLines.lineKey })
        .from(statementLines)
        .where(inArray(statementLines.lineKey, keys.slice(i, i + 500)))
        .all())
        seen.add(row.key);
    }
    const fresh = lines.filter((l) => !seen.has(l.key));
    const knownUtrs = new Set(
      tx
        .select({ utr: payments.modeReference })
        .from(payments)
        .where(eq(payments.mode, 'upi'))
        .all()
        .map((r) => r.utr)
        .filter((u): u is string => u !== null),
    );
    const matches = matchStatement(fresh, openPayments(tx), { knownUtrs });
    const { lastInsertRowid } = tx
      .insert(bankStatements)
      .values({
        importedAt: now,
        importedBy: actor,
        bank: read.bank ?? '',
        lineCount: lines.length,
        repeatedCount: lines.length - fresh.length,
      })
      .run();
    const statementId = Number(lastInsertRowid);
    const counts = { matched: 0, suggested: 0, unmatched: 0, duplicates: 0, differences: 0, receipts: 0 };
    const rows: (typeof statementLines.$inferInsert)[] = [];
    for (const { line, outcome } of matches) {
      let lineOutcome: (typeof statementLines.$inferInsert)['outcome'] = 'unmatched';
      let paymentId: number | null = null;
      if ((outcome.kind === 'utr' && outcome.difference === null) || outcome.kind === 'reference') {
        receiveFromLine(svc, tx, outcome.paymentId, line, actor);
        lineOutcome = 'matched';
        paymentId = outcome.paymentId;
        counts.matched++;
        counts.receipts++;
      } else if (outcome.kind === 'utr' || outcome.kind === 'suggestion') {
        // A UTR whose amount differs is never received silently: a person confirms it, seeing short or over.
        lineOutcome = 'suggested';
        paymentId = outcome.paymentId;
        counts.suggested++;
        if (outcome.kind === 'utr') counts.differences++;
      } else if (outcome.kind === 'duplicate') {
        lineOutcome = 'duplicate';
        counts.duplicates++;
      } else counts.unmatched++;
      rows.push({
        statementId,
        row: line.row,
        txnDate: line.date,
        narration: line.narration,
        reference: line.reference,
        utr: line.utr,
        amountPaise: line.amountPaise,
        payerName: line.payerName,
        payerVpa: line.payerVpaMasked,
        lineKey: line.key,
        outcome: lineOutcome,
        paymentId,
      });
    }
    // Many rows a statement: one statement per 500 lines costs far less than one per line.
    for (let i = 0; i < rows.length; i += 500)
      tx.insert(statementLines)
        .values(rows.slice(i, i + 500))
        .run();
    return { ...counts, repeated: lines.length - fresh.length };
  });
  if (result.receipts > 0) svc.mail.wake();
  return { ok: true, bank: read.bank, lines: lines.length, ...result };
}

/** Receives a payment from a statement's credit: its UTR (or the parent's), amount, date and payer. */
function receiveFromLine(
  svc: ServiceContext,
  tx: Tx,
  paymentId: number,
  line: Pick<StatementLine, 'utr' | 'reference' | 'amountPaise' | 'date' | 'payerName' | 'payerVpaMasked'>,
  actor: string,
): string {
  const claim = tx.select({ utr: payments.claimUtr }).from(payments).where(eq(payments.id, paymentId)).get();
  const utr = line.utr ?? claim?.utr ?? null;
  return receiveIn(
    svc,
    tx,
    paymentId,
    {
      // A credit without a UTR (a transfer by NEFT or IMPS) is recorded as a bank transfer with its reference.
      mode: utr ? 'upi' : 'bank',
      modeReference: utr ?? line.reference,
      amountPaise: line.amountPaise,
      receivedOn: line.date,
      payerName: line.payerName ?? '',
      payerVpa: line.payerVpaMasked,
    },
    actor,
  );
}

/** A stored statement line, as a line to receive from. */
function lineRow(tx: Tx, lineId: number) {
  const line = tx.select().from(statementLines).where(eq(statementLines.id, lineId)).get();
  if (!line) throw new NotFoundError(STATEMENT_OFFICE_MESSAGES.lineMissing);
  return {
    ...line,
    date: line.txnDate,
    payerVpaMasked: line.payerVpa,
  };
}

/** A person confirms a suggested line: its payment is received from it. Returns the receipt's number. */
export function confirmSuggestion(
  svc: ServiceContext,
  lineId: number,
  actor: string,
): { paymentId: number; receipt: string } {
  const done = write(svc.db, (tx) => {
    const line = lineRow(tx, lineId);
    if (line.outcome !== 'suggested') throw new ConflictError(STATEMENT_OFFICE_MESSAGES.lineDone);
    if (line.paymentId === null) throw new ConflictError(STATEMENT_OFFICE_MESSAGES.noSuggestion);
    const receipt = receiveFromLine(svc, tx, line.paymentId, line, actor);
    tx.update(statementLines).set({ outcome: 'matched' }).where(eq(statementLines.id, lineId)).run();
    return { paymentId: line.paymentId, receipt };
  });
  svc.mail.wake();
  return done;
}

/** A person gives an unmatched (or suggested) line to the payment waiting under `reference`. */
export function assignLine(
  svc: ServiceContext,
  lineId: number,
  reference: string,
  actor: string,
): { paymentId: number; receipt: string } {
  const done = write(svc.db, (tx) => {
    const line = lineRow(tx, lineId);
    if (line.outcome !== 'unmatched' && line.outcome !== 'suggested')
      throw new ConflictError(STATEMENT_OFFICE_MESSAGES.lineDone);
    const wanted = compactReference(reference);
    const payment = tx
      .select({ id: payments.id, reference: payments.reference })
      .from(payments)
      .where(inArray(payments.status, ['due', 'claimed', 'not-found']))
      .all()
      .find((p) => compactReference(p.reference) === wanted);
    if (!payment) throw new InvalidFieldError('reference', STATEMENT_OFFICE_MESSAGES.referenceUnknown);
    const receipt = receiveFromLine(svc, tx, payment.id, line, actor);
    tx.update(statementLines)
      .set({ outcome: 'matched', paymentId: payment.id })
      .where(eq(statementLines.id, lineId))
      .run();
    return { paymentId: payment.id, receipt };
  });
  svc.mail.wake();
  return done;
}

/** A person sets a line aside (not a fee: a salary credit, a donation). */
export function dismissLine(svc: ServiceContext, lineId: number): void {
  write(svc.db, (tx) => {
    const line = lineRow(tx, lineId);
    if (line.outcome !== 'unmatched' && line.outcome !== 'suggested')
      throw new ConflictError(STATEMENT_OFFICE_MESSAGES.lineDone);
    tx.update(statementLines).set({ outcome: 'dismissed' }).where(eq(statementLines.id, lineId)).run();
  });
}
