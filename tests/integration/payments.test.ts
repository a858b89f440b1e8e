import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, payments, receipts, statementLines } from '../../src/server/db/schema';
import { eraseRows } from '../../src/server/features/privacy/person-data';
import { runRetention } from '../../src/server/features/privacy/retention';
import { makeApplicationInput } from '../factories/inputs';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, postBrowserForm, type TestApp } from '../helpers/test-app';

// Fees by UPI (docs/decisions/052-upi-fees.md), through the real server: the fee asked when a parent
// applies, the payment box and its link, the claim with its UTR (with and without JavaScript), the
// bank statement that receives it, the receipt numbered and mailed with its PDF, and the rules around.

let t: TestApp;
let smtp: TestSmtpServer;
let clock = new Date('2026-06-10T05:30:00Z');
let ip = 0;
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
const owner = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner', twoFactor: true } });
const admissions = () => t.caller({ session: { adminId: 1, username: 'desk', role: 'admissions', twoFactor: true } });
const editor = () => t.caller({ session: { adminId: 1, username: 'ed', role: 'editor', twoFactor: true } });

const UPI = { upiId: 'almahmood@hdfcbank', upiPayeeName: 'AL MAHMOOD SCHOOL', upiMerchantCode: '8211' };

async function setUpUpi() {
  await owner().admin.payments.saveSettings({
    ...UPI,
    feeOnApply: 'Admission form fee',
    feesOnOffer: [],
    retentionReceiptYears: 8,
  });
}

async function apply(overrides = {}) {
  return t.caller({ clientIp: freshIp() }).applications.create(makeApplicationInput(overrides));
}

async function importCsv(csv: string) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  return admissions().admin.payments.importStatement(form);
}

const hdfc = (rows: string[]) =>
  ['Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance', ...rows].join('\n');

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await makeTestApp(
    { SMTP_URL: smtp.url(), MAIL_FROM: 'Website <website@school.example>', BACKUP_HOUR: 'off' },
    { now: () => clock, mail: { now: () => clock, autoStart: false } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('before a UPI ID is set', () => {
  it('asks nothing and shows nothing about paying', async () => {
    const answer = await apply();
    expect(answer.payments).toEqual([]);
    const row = t.app.svc.db.select().from(applications).where(eq(applications.reference, answer.reference)).get();
    expect(t.app.svc.db.select().from(payments).where(eq(payments.applicationId, row!.id)).all()).toEqual([]);
  });
});

describe('Payments settings', () => {
  it('refuses a UPI ID not of the form name@bank, and a fee without an amount, beside their fields', async () => {
    await expect(
      owner().admin.payments.saveSettings({
        ...UPI,
        upiId: 'school upi',
        feeOnApply: '',
        feesOnOffer: [],
        retentionReceiptYears: 8,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      owner().admin.payments.saveSettings({
        ...UPI,
        feeOnApply: 'Annual tuition fee',
        feesOnOffer: [],
        retentionReceiptYears: 8,
      }),
    ).rejects.toThrow(/has no amount in Fees/);
    expect((await owner().admin.payments.settings()).settings.upiId).toBe('');
  });

  it('is an Owner’s: Admissions and Editors are refused', async () => {
    await expect(admissions().admin.payments.settings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(editor().admin.payments.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      editor().admin.payments.markReceived({
        id: 1,
        mode: 'cash',
        modeReference: '',
        amountPaise: 1,
        receivedOn: '2026-06-10',
        payerName: '',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('paying the admission form fee', () => {
  let reference = '';
  let token = '';
  const UTR = '612345678901';

  it('asks for the form fee when a parent applies, with the exact upi:// link', async () => {
    await setUpUpi();
    const answer = await apply({ email: 'parent@example.com' });
    reference = answer.reference;
    expect(answer.payments).toHaveLength(1);
    const box = answer.payments[0]!;
    expect(box).toMatchObject({ status: 'due', fee: 'Admission form fee', amountText: '₹2,000', reference });
    const link = new URL(box.link);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'almahmood@hdfcbank',
      pn: 'AL MAHMOOD SCHOOL',
      am: '2000.00',
      cu: 'INR',
      tr: reference,
      tn: `Admission form fee ${reference}`,
      mc: '8211',
    });
    expect(box.link).not.toContain('+');
    expect(box.qr?.path).toMatch(/^M/);
    token = box.token;
  });

  it('says what is due in the acknowledgment e-mail', async () => {
    await t.app.svc.mail.runOnce();
    const mail = smtp.mails.find((m) => m.subject?.includes(reference));
    expect(mail?.text).toContain(`Admission form fee ₹2,000, reference ${reference}`);
    expect(mail?.text).toContain('almahmood@hdfcbank');
  });

  it('refuses a UTR that is not 12 digits, and reads Devanagari digits as digits', async () => {
    const visitor = t.caller({ clientIp: freshIp() });
    await expect(visitor.payments.claim({ token, utr: '61234567890', payerName: 'Imran Qureshi' })).rejects.toThrow(
      /12 digits/,
    );
    await expect(visitor.payments.claim({ token, utr: '6123456789ab', payerName: 'Imran Qureshi' })).rejects.toThrow(
      /12 digits/,
    );
    const answer = await visitor.payments.claim({ token, utr: '६१२३ ४५६७ ८९०१', payerName: 'Imran Qureshi' });
    expect(answer.box?.status).toBe('claimed');
    expect(answer.box?.claimedUtr).toBe(UTR);
  });

  it('answers an unknown token as it answers any payment that owes nothing', async () => {
    const answer = await t.caller({ clientIp: freshIp() }).payments.claim({
      token: 'not-a-token',
      utr: UTR,
      payerName: 'Someone',
    });
    expect(answer.box).toBeNull();
  });

  it('receives it from the bank statement holding the UTR, issues the receipt and mails its PDF', async () => {
    clock = new Date('2026-06-11T05:30:00Z');
    const result = await importCsv(
      hdfc([
        `11/06/26,UPI-IMRAN QURESHI-imran.q@okhdfcbank-HDFC0001234-${UTR}-PAYMENT,${UTR},11/06/26,,"2,000.00","1,52,000.00"`,
        '11/06/26,NEFT-SALARY CREDIT,N123456,11/06/26,,"50,000.00","2,02,000.00"',
      ]),
    );
    expect(result).toMatchObject({ ok: true, bank: 'HDFC Bank', lines: 2, matched: 1, unmatched: 1, receipts: 1 });
    const list = await admissions().admin.payments.list({ page: 1, pageSize: 10, search: reference });
    const paid = list.items[0]!;
    expect(paid.status).toBe('received');
    expect(paid.received).toMatchObject({ mode: 'upi', modeReference: UTR, amountPaise: 200000, difference: null });
    expect(paid.received?.payerVpa).toBe('im***@okhdfcbank');
    expect(paid.receipt?.number).toBe('RCT/2026-27/00001');

    const arrived = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    const mail = await arrived;
    expect(mail.subject).toContain('RCT/2026-27/00001');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf).toBeDefined();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
    expect(text).toContain('RCT/2026-27/00001');
    expect(text).toContain('Rupees Two Thousand Only');
    expect(text).toContain(UTR);
    expect(text).toContain('No GST: education services exempt');
  });

  it('matches nothing twice when the same statement is imported again', async () => {
    const again = await importCsv(
      hdfc([
        `11/06/26,UPI-IMRAN QURESHI-imran.q@okhdfcbank-HDFC0001234-${UTR}-PAYMENT,${UTR},11/06/26,,"2,000.00","1,52,000.00"`,
        '11/06/26,NEFT-SALARY CREDIT,N123456,11/06/26,,"50,000.00","2,02,000.00"',
      ]),
    );
    expect(again).toMatchObject({ ok: true, repeated: 2, matched: 0, receipts: 0 });
    expect(t.app.svc.db.select().from(receipts).all()).toHaveLength(1);
  });

  it('flags the same UTR given again for another payment', async () => {
    const other = await apply();
    const answer = await t.caller({ clientIp: freshIp() }).payments.claim({
      token: other.payments[0]!.token,
      utr: UTR,
      payerName: 'Someone Else',
    });
    expect(answer.message).toMatch(/already given/);
    const listed = await admissions().admin.payments.list({ page: 1, pageSize: 10, status: 'flagged' });
    expect(listed.items.map((p) => p.reference)).toEqual([other.reference]);
  });

  it('refuses a statement that cannot be read, naming the row, and imports nothing', async () => {
    const before = t.app.svc.db.select().from(receipts).all().length;
    await expect(
      importCsv(hdfc(['12/06/26,UPI-X-x@okaxis-HDFC0001-612345678999-A,612345678999,12/06/26,,"2,OOO.00","1.00"'])),
    ).rejects.toThrow(/Row 2/);
    await expect(importCsv('%PDF-1.7 not a statement')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(t.app.svc.db.select().from(receipts).all()).toHaveLength(before);
  });
});

describe('receipts', () => {
  it('are in the privacy notice’s periods once the school takes UPI', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(page.body).toContain('Fee receipts');
    expect(page.body).toContain('8 years, as the school’s accounts must be kept');
  });

  it('numbers 200 receipts marked received at once without a gap or a repeat', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 200; i++) ids.push((await apply()).payments.length);
    const due = t.app.svc.db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'due')).all();
    expect(due.length).toBeGreaterThanOrEqual(200);
    const before = t.app.svc.db.select().from(receipts).all().length;
    await Promise.all(
      due.slice(0, 200).map((p) =>
        admissions().admin.payments.markReceived({
          id: p.id,
          mode: 'cash',
          modeReference: '',
          amountPaise: 200000,
          receivedOn: '2026-06-11',
          payerName: 'Parent',
        }),
      ),
    );
    const numbers = t.app.svc.db
      .select({ seq: receipts.seq, number: receipts.number })
      .from(receipts)
      .all()
      .map((r) => r.seq)
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before + 200);
    expect(numbers).toEqual(Array.from({ length: before + 200 }, (_, i) => i + 1));
  });

  it('gives one receipt when two people mark the same payment received', async () => {
    const { reference } = await apply();
    const payment = t.app.svc.db.select().from(payments).where(eq(payments.reference, reference)).get()!;
    const mark = () =>
      admissions().admin.payments.markReceived({
        id: payment.id,
        mode: 'cash',
        modeReference: '',
        amountPaise: 200000,
        receivedOn: '2026-06-11',
        payerName: 'Parent',
      });
    const outcomes = await Promise.allSettled([mark(), mark()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(t.app.svc.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)).all()).toHaveLength(1);
  });

  it('shows a payment received short as short', async () => {
    const { reference } = await apply();
    const payment = t.app.svc.db.select().from(payments).where(eq(payments.reference, reference)).get()!;
    const shown = await admissions().admin.payments.markReceived({
      id: payment.id,
      mode: 'cash',
      modeReference: '',
      amountPaise: 150000,
      receivedOn: '2026-06-11',
      payerName: 'Parent',
    });
    expect(shown.received?.difference).toBe('short');
  });
});

describe('without JavaScript', () => {
  it('takes the claim as a form post and answers with the admission-status page and the box', async () => {
    const { payments: boxes } = await apply();
    const res = await postBrowserForm(
      t.app,
      '/mr/admission-status/paid',
      { token: boxes[0]!.token, utr: '7123-4567-8901', payerName: 'Imran Qureshi' },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('712345678901');
    const refused = await postBrowserForm(
      t.app,
      '/admission-status/paid',
      { token: boxes[0]!.token, utr: 'abc', payerName: 'Imran Qureshi' },
      freshIp(),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('A UTR has 12 digits');
  });
});

describe('the office and the parent', () => {
  it('a claim not found in the bank tells the parent on /admission-status, and an offer asks its own fees', async () => {
    const input = makeApplicationInput({ contactNumber: '9876512345' });
    const { reference, payments: boxes } = await t.caller({ clientIp: freshIp() }).applications.create(input);
    await t.caller({ clientIp: freshIp() }).payments.claim({
      token: boxes[0]!.token,
      utr: '912345678901',
      payerName: 'Imran Qureshi',
    });
    const payment = t.app.svc.db.select().from(payments).where(eq(payments.reference, reference)).get()!;
    await admissions().admin.payments.markNotFound({ id: payment.id, message: 'No credit with this UTR on 11 June.' });
    const status = await t.caller({ clientIp: freshIp() }).admissionStatus.check({ reference, mobileLast4: '2345' });
    expect(status.found && status.payments?.[0]).toMatchObject({
      status: 'not-found',
      notFoundMessage: 'No credit with this UTR on 11 June.',
    });

    // Offering a place asks for the fees Settings names for it.
    await owner().admin.payments.saveSettings({
      ...UPI,
      feeOnApply: 'Admission form fee',
      feesOnOffer: ['Admission form fee'],
      retentionReceiptYears: 8,
    });
    await admissions().admin.desk.setStage({ kind: 'application', id: payment.applicationId, stage: 'offered' });
    const asked = t.app.svc.db.select().from(payments).where(eq(payments.applicationId, payment.applicationId)).all();
    expect(asked.map((p) => p.purpose).sort()).toEqual(['application', 'offer']);
    await owner().admin.payments.saveSettings({
      ...UPI,
      feeOnApply: 'Admission form fee',
      feesOnOffer: [],
      retentionReceiptYears: 8,
    });
  });
});

describe('claims waiting for the bank', () => {
  it('are in the follow-up queue and the "waiting" filter after 3 working days, not before', async () => {
    clock = new Date('2026-06-12T05:30:00Z');
    const { reference, payments: boxes } = await apply();
    await t.caller({ clientIp: freshIp() }).payments.claim({
      token: boxes[0]!.token,
      utr: '812345678901',
      payerName: 'Late Payer',
    });
    const waiting = async () =>
      (await admissions().admin.desk.queue({ scope: 'everyone' })).paymentsWaiting.map((p) => p.reference);
    // Friday the 12th to Monday the 15th: Saturday is a working day, Sunday is not.
    clock = new Date('2026-06-15T06:00:00Z');
    expect(await waiting()).not.toContain(reference);
    clock = new Date('2026-06-17T06:00:00Z');
    expect(await waiting()).toContain(reference);
    const listed = await admissions().admin.payments.list({ page: 1, pageSize: 50, status: 'waiting' });
    expect(listed.items.map((p) => p.reference)).toContain(reference);
  });
});

describe('privacy and the accounts', () => {
  it('erasing a family keeps the receipt ledger without the child, and the statement line without the payer', async () => {
    const receipt = t.app.svc.db.select().from(receipts).where(eq(receipts.number, 'RCT/2026-27/00001')).get()!;
    const payment = t.app.svc.db.select().from(payments).where(eq(payments.id, receipt.paymentId!)).get()!;
    expect(receipt.studentName).not.toBe('');
    eraseRows(t.app.svc, { enquiryIds: [], applicationIds: [payment.applicationId], mailIds: [] });
    const kept = t.app.svc.db.select().from(receipts).where(eq(receipts.id, receipt.id)).get()!;
    expect(kept).toMatchObject({
      number: 'RCT/2026-27/00001',
      studentName: '',
      className: '',
      payerName: 'IMRAN QURESHI',
      modeReference: '612345678901',
      totalPaise: 200000,
      paymentId: null,
    });
    expect(t.app.svc.db.select().from(payments).where(eq(payments.id, payment.id)).all()).toEqual([]);
    const line = t.app.svc.db.select().from(statementLines).where(eq(statementLines.utr, '612345678901')).get()!;
    expect(line).toMatchObject({ narration: '', payerName: null, paymentId: null });
  });

  it('erases receipts and statements once the accounts’ years have passed', async () => {
    const before = t.app.svc.db.select().from(receipts).all().length;
    expect(before).toBeGreaterThan(0);
    clock = new Date('2034-06-12T05:30:00Z');
    runRetention(t.app.svc);
    expect(t.app.svc.db.select().from(receipts).all()).toEqual([]);
    expect(t.app.svc.db.select().from(statementLines).all()).toEqual([]);
  });
});
