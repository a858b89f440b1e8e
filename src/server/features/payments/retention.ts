import { inArray, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { bankStatements, receipts } from '../../db/schema';
import { write } from '../../db/write';
import { getSettings } from '../../platform/settings';

// The accounts' retention (docs/decisions/052-upi-fees.md): the receipt ledger and the imported
// statements are kept the years Settings names (8 by default), then erased by the daily retention
// run; a family's payments go with its application, its receipts stay until then.

/** Erases receipts (with their refunds) and statements (with their lines) older than the period. */
export function eraseExpiredLedger(svc: ServiceContext, now: Date): { receipts: number; statements: number } {
  const years = getSettings(svc).retentionReceiptYears;
  const cut = new Date(now);
  cut.setUTCFullYear(cut.getUTCFullYear() - years);
  return write(svc.db, (tx) => {
    const old = tx.select({ id: receipts.id }).from(receipts).where(lt(receipts.issuedAt, cut)).all();
    let erased = 0;
    for (let i = 0; i < old.length; i += 500)
      erased += tx
        .delete(receipts)
        .where(
          inArray(
            receipts.id,
            old.slice(i, i + 500).map((r) => r.id),
          ),
        )
        .run().changes;
    const statements = tx.delete(bankStatements).where(lt(bankStatements.importedAt, cut)).run().changes;
    return { receipts: erased, statements };
  });
}
