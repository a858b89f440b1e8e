import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_STATEMENT_ROWS,
  maskVpa,
  readAmount,
  readStatement,
  readStatementDate,
  readUpiNarration,
  STATEMENT_MESSAGES,
  type StatementRead,
} from '../../src/server/lib/bank-statement';

// Reading banks' CSV statements: fixtures laid out as each bank exports them (preamble rows, header
// names, date and amount styles, UPI narrations, footers), built here.

const csv = (rows: string[], eol = '\r\n') => Buffer.from(rows.join(eol) + eol, 'utf8');

function read(result: StatementRead) {
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result)}`);
  return result;
}

const HDFC = [
  '',
  'Date     ,Narration                                                              ,Chq./Ref.No.     ,Value Dt ,Withdrawal Amt.   ,Deposit Amt.    ,Closing Balance',
  '********,********,********,********,********,********,********',
  '01/04/26,UPI-RAVI KUMAR-ravikumar@okhdfcbank-HDFC0001234-612345678901-APP2026,0000612345678901,01/04/26,,"2,000.00","1,52,000.00",',
  '02/04/26,NEFT DR-KSEB0000001-ELECTRICITY BOARD,N092260001234567,02/04/26,"4,500.00",,"1,47,500.00",',
  '03/04/26,"UPI-FATIMA SHAIKH-fatima.s@okaxis-UTIB0000123-612345678902-APP-2026-00046",0000612345678902,03/04/26,,2000.50,"1,49,500.50",',
  '********,********,********,********,********,********,********',
  'STATEMENT SUMMARY  :-',
  'Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal',
  '"1,50,000.00",1,2,"4,500.00","4,000.50","1,49,500.50"',
];

const ICICI = [
  ',,,,,,,,',
  ',DETAILED STATEMENT,,,,,,,',
  ',Account Name,AL MAHMOOD EDUCATION TRUST,,,,,,',
  ',Account Number,XXXXXXXX1234,,,,,,',
  ',Transaction Period,From 01/04/2026 To 30/04/2026,,,,,,',
  ',,,,,,,,',
  ',S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )',
  ',1,02/04/2026,01/04/2026,-,UPI/612345678901/RAVI KUMAR/ravi.k@okicici/Payment fr/ICICI Bank/APP-2026-00045,0.00,"2,000.00","1,52,000.00"',
  ',2,02/04/2026,02/04/2026,-,BIL/ONL/000123/KSEB,500.00,0.00,"1,51,500.00"',
  ',3,12/04/2026,12/04/2026,-,UPI/612345678903/ZAINAB ANSARI/za@ybl/Fees/Yes Bank/x,0.00,1000.50,"1,52,500.50"',
  ',Legends Used in Account Statement,,,,,,,',
  ',"UPI - Unified Payments Interface, NEFT - National Electronic Fund Transfer",,,,,,,',
];

const AXIS = [
  'Name :- AL MAHMOOD EDUCATION TRUST',
  'Statement of Account No - 916020012345678 for the period (From : 01-04-2026 To : 30-04-2026)',
  '',
  'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
  '01-04-2026,,UPI/P2M/612345678901/RAVI KUMAR/APP-2026-00045/ICICI,,2000.00,152000.00,1234',
  '05-04-2026,,ATM-WDL/PUNE,1000.00,,151000.00,1234',
  '07-04-2026 10:32:05,,UPI/P2A/612345678904/IMRAN KHAN/Admission/SBI,,2000.00,153000.00,1234',
  ',,TRANSACTION TOTAL,1000.00,4000.00,,',
  '*** End of statement ***',
];

const KOTAK_INDICATOR = [
  'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr',
  '1,01-Apr-2026,01-Apr-2026,UPI/RAVI KUMAR/612345678901/APP-2026-00045,UPI-612345678901,"2,000.00",CR,"1,52,000.00",CR',
  '2,02-Apr-2026,02-Apr-2026,UPI/KSEB/612345678999/Bill,UPI-612345678999,500.00,DR,"1,51,500.00",CR',
  '3,09 Apr 2026,09 Apr 2026,NEFT-ABC TRUST,NEFT-N0991,"10,000.00",Cr,"1,61,500.00",Cr',
];

const KOTAK_ONE_COLUMN = [
  'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Debit / Credit,Balance',
  '1,01-04-2026,01-04-2026,UPI/RAVI KUMAR/612345678901/APP-2026-00045,UPI-612345678901,"2,000.00(Cr)","1,52,000.00(Cr)"',
  '2,02-04-2026,02-04-2026,UPI/KSEB/612345678999/Bill,UPI-612345678999,"500.00(Dr)","1,51,500.00(Cr)"',
];

const SBI = [
  'Account Name,:,AL MAHMOOD EDUCATION TRUST',
  'Address,:,PUNE',
  'Account Number,:,_00000031234567890',
  'Start Date,:,1 Apr 2026',
  '',
  'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
  '1 Apr 2026,1 Apr 2026,BY TRANSFER-UPI/CR/612345678901/RAVI KUMAR/SBIN/ravi@oksbi/Payment,TRANSFER FROM 4897691162095,,"2,000.00","1,52,000.00"',
  '2 Apr 2026,2 Apr 2026,TO TRANSFER-UPI/DR/612345678905/KSEB/SBIN/kseb@sbi/Bill,TRANSFER TO 4897691162095,500.00,,"1,51,500.00"',
  '',
  '**This is a computer generated statement and does not require a signature',
];

describe('readStatement: the banks', () => {
  it('reads HDFC: zero-padded references, a trailing comma, separators and the summary skipped', async () => {
    const result = read(await readStatement(csv(HDFC)));
    expect(result.bank).toBe('HDFC Bank');
    expect(result.headers[0]).toBe('Date');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map(({ key: _, ...line }) => line)).toEqual([
      {
        row: 4,
        date: '2026-04-01',
        narration: 'UPI-RAVI KUMAR-ravikumar@okhdfcbank-HDFC0001234-612345678901-APP2026',
        reference: '0000612345678901',
        utr: '612345678901',
        amountPaise: 200_000,
        payerName: 'RAVI KUMAR',
        payerVpaMasked: 'ra***@okhdfcbank',
      },
      {
        row: 6,
        date: '2026-04-03',
        narration: 'UPI-FATIMA SHAIKH-fatima.s@okaxis-UTIB0000123-612345678902-APP-2026-00046',
        reference: '0000612345678902',
        utr: '612345678902',
        amountPaise: 200_050,
        payerName: 'FATIMA SHAIKH',
        payerVpaMasked: 'fa***@okaxis',
      },
    ]);
  });

  it('reads ICICI after its preamble rows, by the transaction date (not the value date)', async () => {
    const result = read(await readStatement(csv(ICICI)));
    expect(result.bank).toBe('ICICI Bank');
    expect(result.skippedDebits).toBe(1);
    expect(
      result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise, l.payerName, l.payerVpaMasked, l.reference]),
    ).toEqual([
      [8, '2026-04-01', '612345678901', 200_000, 'RAVI KUMAR', 'ra***@okicici', '-'],
      [10, '2026-04-12', '612345678903', 100_050, 'ZAINAB ANSARI', 'za***@ybl', '-'],
    ]);
  });

  it('reads Axis: credits in CR, a date with a time, totals and the end line skipped', async () => {
    const result = read(await readStatement(csv(AXIS)));
    expect(result.bank).toBe('Axis Bank');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise, l.payerName, l.payerVpaMasked])).toEqual([
      [5, '2026-04-01', '612345678901', 200_000, 'RAVI KUMAR', null],
      [7, '2026-04-07', '612345678904', 200_000, 'IMRAN KHAN', null],
    ]);
  });

  it('reads Kotak with an amount and its Dr / Cr column (not the balance’s)', async () => {
    const result = read(await readStatement(csv(KOTAK_INDICATOR)));
    expect(result.bank).toBe('Kotak Mahindra Bank');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise, l.payerName, l.reference])).toEqual([
      [2, '2026-04-01', '612345678901', 200_000, 'RAVI KUMAR', 'UPI-612345678901'],
      [4, '2026-04-09', null, 1_000_000, null, 'NEFT-N0991'],
    ]);
  });

  it('reads Kotak with one Debit / Credit column marked (Cr) and (Dr)', async () => {
    const result = read(await readStatement(csv(KOTAK_ONE_COLUMN)));
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise])).toEqual([
      [2, '2026-04-01', '612345678901', 200_000],
    ]);
  });

  it('reads SBI after its preamble, the UTR from the narration (the reference is an account)', async () => {
    const result = read(await readStatement(csv(SBI, '\n')));
    expect(result.bank).toBe('State Bank of India');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise, l.payerName, l.payerVpaMasked])).toEqual([
      [7, '2026-04-01', '612345678901', 200_000, 'RAVI KUMAR', 'ra***@oksbi'],
    ]);
  });

  it('reads a generic layout (Date, Particulars, UTR, Amount, Cr/Dr) with a byte order mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv([
        'Date,Particulars,UTR,Amount,Cr/Dr',
        '2026-04-01,Fee from Ravi,612345678901,INR 2000,C',
        '2026-04-02,Charges,,₹118.00,D',
      ]),
    ]);
    const result = read(await readStatement(bytes));
    expect(result.bank).toBeNull();
    expect(result.headers[0]).toBe('Date');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.utr, l.amountPaise])).toEqual([
      [2, '2026-04-01', '612345678901', 200_000],
    ]);
  });

  it('asks for the columns of a layout it does not know, then reads it with them', async () => {
    const rows = [
      'Account,50100012345678',
      'Posting Ref,Entry On,Info,Money In,Money Out,Running Total',
      'TX1,2026-04-01,UPI/612345678901/RAVI KUMAR/ravi.k@okicici/x,2000.00,,152000.00',
      'TX2,2026-04-02,Cheque 000123,,500.00,151500.00',
    ];
    const first = await readStatement(csv(rows));
    expect(first).toEqual({
      ok: false,
      needsMapping: true,
      headerSignature: 'postingref|entryon|info|moneyin|moneyout|runningtotal',
      headers: ['Posting Ref', 'Entry On', 'Info', 'Money In', 'Money Out', 'Running Total'],
    });
    // A second export of the same layout, spaced and cased differently, has the same signature.
    const again = await readStatement(csv(['POSTING REF , Entry-On,INFO,Money In,Money Out,Running Total,', rows[2]!]));
    expect(again.ok === false && again.needsMapping && again.headerSignature).toBe(
      'postingref|entryon|info|moneyin|moneyout|runningtotal',
    );

    const result = read(await readStatement(csv(rows), { date: 1, narration: 2, reference: 0, credit: 3 }));
    expect(result.headerSignature).toBe('postingref|entryon|info|moneyin|moneyout|runningtotal');
    expect(result.skippedDebits).toBe(1);
    expect(result.lines.map((l) => [l.row, l.date, l.reference, l.utr, l.amountPaise, l.payerName])).toEqual([
      [3, '2026-04-01', 'TX1', '612345678901', 200_000, 'RAVI KUMAR'],
    ]);
  });
});

describe('readStatement: refusals', () => {
  const refused = async (bytes: Buffer, mapping?: Parameters<typeof readStatement>[1]) => {
    const result = await readStatement(bytes, mapping);
    if (result.ok || result.needsMapping) throw new Error(`not refused: ${JSON.stringify(result)}`);
    return { row: result.row, message: result.message };
  };

  it('refuses files that are not CSV text', async () => {
    for (const head of ['%PDF-1.7\n', 'PK\u0003\u0004', '\u00d0\u00cf\u0011\u00e0']) {
      const bytes = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from('Date,Narration,Deposit\n')]);
      expect(await refused(bytes), head).toEqual({ row: null, message: STATEMENT_MESSAGES.notCsv });
    }
    const windows1252 = Buffer.concat([
      Buffer.from('Date,Narration,Deposit\r\n01/04/2026,Caf'),
      Buffer.from([0xe9]),
      Buffer.from(',2000\r\n'),
    ]);
    expect(await refused(windows1252)).toEqual({ row: null, message: STATEMENT_MESSAGES.notUtf8 });
  });

  it('refuses an empty file', async () => {
    expect(await refused(Buffer.alloc(0))).toEqual({ row: null, message: STATEMENT_MESSAGES.empty });
    expect(await refused(Buffer.from('\uFEFF\r\n\r\n,,,\r\n'))).toEqual({
      row: null,
      message: STATEMENT_MESSAGES.empty,
    });
  });

  it('refuses a file with no header in its first 40 rows', async () => {
    const numbers = Array.from({ length: 50 }, (_, i) => `${i},2000.00,01/04/2026`);
    expect(await refused(csv(numbers))).toEqual({ row: null, message: STATEMENT_MESSAGES.noHeader });
    const late = [...Array.from({ length: 40 }, (_, i) => `Line ${i}`), ...HDFC];
    expect(await refused(csv(late))).toEqual({ row: null, message: STATEMENT_MESSAGES.noHeader });
  });

  it('refuses columns chosen outside the header', async () => {
    const rows = ['Posting Ref,Entry On,Info,Money In', 'TX1,2026-04-01,Fee,2000.00'];
    expect(await refused(csv(rows), { date: 1, narration: 2, reference: null, credit: 7 })).toEqual({
      row: 1,
      message:
        'Row 1: the header has 4 columns, and the columns chosen for this bank’s layout are not among them. Choose the columns again.'.replace(
          '’',
          "'",
        ),
    });
  });

  it('refuses a row with a wrong number of columns, an unreadable date, amount or Cr/Dr', async () => {
    const axis = (row: string) => csv([...AXIS.slice(0, 5), row, ...AXIS.slice(5)]);
    expect(await refused(axis('02-04-2026,,UPI/P2M/612345678909/RAVI, KUMAR/x,,2000.00,152000.00,1234'))).toEqual({
      row: 6,
      message: STATEMENT_MESSAGES.columns(6, 8, 7),
    });
    expect(await refused(axis('02-04-2026,,UPI/P2M/612345678909,,2000.00'))).toEqual({
      row: 6,
      message: STATEMENT_MESSAGES.columns(6, 5, 7),
    });
    expect(await refused(axis('31-02-2026,,UPI/P2M/612345678909/RAVI/x,,2000.00,152000.00,1234'))).toEqual({
      row: 6,
      message: 'Row 6: the date "31-02-2026" is not a date',
    });
    expect(await refused(axis('02-04-2026,,UPI/P2M/612345678909/RAVI/x,,"2,OOO.00",152000.00,1234'))).toEqual({
      row: 6,
      message: 'Row 6: the amount "2,OOO.00" is not an amount',
    });
    const kotak = csv([...KOTAK_INDICATOR.slice(0, 2), '2,02-Apr-2026,02-Apr-2026,x,y,500.00,XX,0,CR']);
    expect(await refused(kotak)).toEqual({ row: 3, message: STATEMENT_MESSAGES.indicator(3, 'XX') });
    // A quote never closed: the row it opens on.
    expect(await refused(axis('02-04-2026,,"UPI/P2M/612345678909,,2000.00,152000.00,1234'))).toEqual({
      row: 6,
      message: STATEMENT_MESSAGES.brokenQuotes(6),
    });
  });

  it('counts the row of a value spread over lines from where it starts', async () => {
    const rows = [
      ...AXIS.slice(0, 5),
      '02-04-2026,,"UPI/P2M/612345678909\nRAVI KUMAR",,2000.00,152000.00,1234',
      '30-02-2026,,x,,1.00,1,1',
    ];
    const result = await readStatement(csv(rows));
    expect(result).toEqual({ ok: false, row: 8, message: STATEMENT_MESSAGES.date(8, '30-02-2026') });
  });

  it('does not read the date of a debit (the date only matters for a credit)', async () => {
    const rows = [...AXIS.slice(0, 5), '31-02-2026,,ATM-WDL/PUNE,1.00,,1,1'];
    const result = read(await readStatement(csv(rows)));
    expect([result.lines.length, result.skippedDebits]).toEqual([1, 1]);
  });

  it(`takes ${MAX_STATEMENT_ROWS} rows and refuses one more`, async () => {
    const header = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
    const row = (i: number) => `01/04/26,UPI-PARENT-p@ybl-X-${String(600000000000 + i)}-F,,01/04/26,,2000.00,1`;
    const rows = (n: number) => [header, ...Array.from({ length: n }, (_, i) => row(i))];
    expect(read(await readStatement(csv(rows(MAX_STATEMENT_ROWS)))).lines).toHaveLength(MAX_STATEMENT_ROWS);
    const over = await readStatement(csv(rows(MAX_STATEMENT_ROWS + 1)));
    expect(over).toEqual({ ok: false, row: null, message: STATEMENT_MESSAGES.tooManyRows });
    expect(STATEMENT_MESSAGES.tooManyRows).toContain('20,000');
  });

  it('refuses a 100,000-row file at the limit, without reading on to its end', async () => {
    const header = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
    const rows = [
      header,
      ...Array.from({ length: 100_000 }, (_, i) => `01/04/26,UPI-P-p@ybl-${i},,01/04/26,,2000.00,1`),
    ];
    // A broken row beyond the limit: read to the end, the file would be refused for it instead.
    rows[MAX_STATEMENT_ROWS + 100] = '01/04/26,"never closed';
    const started = performance.now();
    expect(await readStatement(csv(rows))).toEqual({ ok: false, row: null, message: STATEMENT_MESSAGES.tooManyRows });
    console.log(
      `100,000-row file (${(csv(rows).length / 1e6).toFixed(1)} MB) refused in ${Math.round(performance.now() - started)} ms`,
    );
  });
});

describe('readStatement: keys', () => {
  it('gives the same keys to the same file read twice, distinct keys to identical lines', async () => {
    const rows = [...AXIS.slice(0, 5), AXIS[4]!, AXIS[4]!, ...AXIS.slice(5)];
    const first = read(await readStatement(csv(rows)));
    const second = read(await readStatement(csv(rows)));
    expect(first.lines.map((l) => l.key)).toEqual(second.lines.map((l) => l.key));
    const keys = first.lines.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(4);
    const parts = '2026-04-01|612345678901|200000|upi/p2m/612345678901/ravi kumar/app-2026-00045/icici';
    const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
    expect(keys.slice(0, 3)).toEqual([sha(`${parts}|0`), sha(`${parts}|1`), sha(`${parts}|2`)]);
  });

  it('keys a line by its reference when it has no UTR', async () => {
    const result = read(await readStatement(csv(KOTAK_INDICATOR)));
    const neft = result.lines[1]!;
    expect(neft.key).toBe(
      crypto.createHash('sha256').update('2026-04-09|NEFT-N0991|1000000|neft-abc trust|0').digest('hex'),
    );
  });
});

describe('statement values', () => {
  it('reads amounts into whole paise from their digits', () => {
    expect(readAmount('₹2,000.00')).toEqual({ paise: 200_000, side: null });
    expect(readAmount('2,000.00 Cr')).toEqual({ paise: 200_000, side: 'credit' });
    expect(readAmount('2,000.00(Cr)')).toEqual({ paise: 200_000, side: 'credit' });
    expect(readAmount('500.00 Dr')).toEqual({ paise: 50_000, side: 'debit' });
    expect(readAmount('1,00,000.50')).toEqual({ paise: 10_000_050, side: null });
    expect(readAmount('INR 2000')).toEqual({ paise: 200_000, side: null });
    expect(readAmount('Rs. 2000.5')).toEqual({ paise: 200_050, side: null });
    expect(readAmount('2000')).toEqual({ paise: 200_000, side: null });
    expect(readAmount('0.07')).toEqual({ paise: 7, side: null });
    expect(readAmount('-118.00')).toEqual({ paise: 11_800, side: 'debit' });
    // 1.1 + 2.2 is not 3.3 in floats: the digits are read, not a float.
    expect(readAmount('1,234,567,890.29')).toEqual({ paise: 123_456_789_029, side: null });
    for (const none of ['', ' ', '-', '0', '0.00', '₹0']) expect(readAmount(none), none).toBe('none');
    for (const bad of ['2,OOO', '20.001', '1e5', '2000/-', 'abc', '₹', '12345678901234'])
      expect(readAmount(bad), bad).toBe('unreadable');
  });

  it('reads dates day first, in every way banks write them', () => {
    const cases: [string, string | null][] = [
      ['12/04/2026', '2026-04-12'],
      ['12/04/26', '2026-04-12'],
      ['2/4/2026', '2026-04-02'],
      ['12-04-2026', '2026-04-12'],
      ['12-Apr-2026', '2026-04-12'],
      ['12 Apr 2026', '2026-04-12'],
      ['12-APR-26', '2026-04-12'],
      ['12 April 2026', '2026-04-12'],
      ['12 Sept 2026', '2026-09-12'],
      ['12.04.2026', '2026-04-12'],
      ['2026-04-12', '2026-04-12'],
      ['12/04/2026 10:32:05', '2026-04-12'],
      ['12-Apr-2026 09:05 PM', '2026-04-12'],
      ['29/02/2024', '2024-02-29'],
      ['29/02/2026', null],
      ['31/04/2026', null],
      ['13/13/2026', null],
      ['00/01/2026', null],
      ['12-Apx-2026', null],
      ['12 Aprilx 2026', null],
      ['12/04-2026', null],
      ['2026/04/12', null],
      ['', null],
    ];
    for (const [text, date] of cases) expect(readStatementDate(text), text).toBe(date);
  });

  it('reads the UTR, payer and UPI ID of each bank’s UPI narration', () => {
    expect(readUpiNarration('UPI/612345678901/RAVI KUMAR/ravi.k@okicici/Payment fr/ICICI Bank/x')).toEqual({
      utr: '612345678901',
      payerName: 'RAVI KUMAR',
      payerVpa: 'ravi.k@okicici',
    });
    expect(readUpiNarration('UPI-RAVI KUMAR-ravikumar@okhdfcbank-HDFC0001234-612345678901-APP2026')).toEqual({
      utr: '612345678901',
      payerName: 'RAVI KUMAR',
      payerVpa: 'ravikumar@okhdfcbank',
    });
    expect(readUpiNarration('BY TRANSFER-UPI/CR/612345678901/RAVI KUMAR/SBIN/ravi@oksbi/Payment')).toEqual({
      utr: '612345678901',
      payerName: 'RAVI KUMAR',
      payerVpa: 'ravi@oksbi',
    });
    expect(readUpiNarration('UPI/P2M/612345678901/RAVI KUMAR/APP-2026-00045/ICICI')).toEqual({
      utr: '612345678901',
      payerName: 'RAVI KUMAR',
      payerVpa: null,
    });
    expect(readUpiNarration('NEFT-N0991-ABC TRUST')).toBeNull();
    expect(readUpiNarration('GROUPIE/612345678901/RAVI')).toBeNull();
  });

  it('masks a UPI ID to its first two characters and its bank', () => {
    expect(maskVpa('ravikumar@okhdfcbank')).toBe('ra***@okhdfcbank');
    expect(maskVpa('9876543210@ybl')).toBe('98***@ybl');
    expect(maskVpa('r@ybl')).toBe('r***@ybl');
  });
});
