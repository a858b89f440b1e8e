import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../src/server/lib/pdf-text';
import { damagedPdfBytes, encryptedPdfBytes, scannedPdfBytes, textPdfBytes } from '../fixtures/pdfs';

// readPdfText on real PDFs (tests/fixtures/pdfs.ts), each read by PDF.js in its own worker thread.

describe('readPdfText', () => {
  it('reads every page of text, whitespace collapsed, pages apart by a blank line', async () => {
    const result = await readPdfText(textPdfBytes({ pages: 3, word: 'quetzalcoatl' }));
    expect(result.status).toBe('read');
    const pages = result.status === 'read' ? result.text.split('\n\n') : [];
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBe(
      'Page 1 of the circular about the annual sports day. Students bring the form marked quetzalcoatl to the class teacher. The programme begins at nine in the morning on the main ground.',
    );
    expect(pages[2]).toMatch(/^Page 3 of the circular/);
    for (const page of pages) expect(page).not.toMatch(/\s{2}|\n/);
  });

  it('keeps at most maxChars, cut at the end of a word', async () => {
    const result = await readPdfText(textPdfBytes({ pages: 4 }), { maxChars: 100 });
    expect(result.status).toBe('read');
    const text = result.status === 'read' ? result.text : '';
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.length).toBeGreaterThan(80);
    expect(
      'Page 1 of the circular about the annual sports day. Parents are welcome to attend. The programme begins',
    ).toContain(text);
    expect(text).toMatch(/\w$/);
  });

  it('answers why there is no text: a scan, a password, a damaged file', async () => {
    expect(await readPdfText(scannedPdfBytes())).toEqual({ status: 'none', reason: 'no-text' });
    expect(await readPdfText(encryptedPdfBytes())).toEqual({ status: 'none', reason: 'encrypted' });
    expect(await readPdfText(damagedPdfBytes())).toEqual({ status: 'none', reason: 'damaged' });
  });

  it('answers too-large past the page limit or the upload limit, and timeout past the time limit', async () => {
    expect(await readPdfText(textPdfBytes({ pages: 3 }), { maxPages: 2 })).toEqual({
      status: 'none',
      reason: 'too-large',
    });
    expect(await readPdfText(Buffer.alloc(20 * 1024 * 1024 + 1))).toEqual({ status: 'none', reason: 'too-large' });
    // The worker cannot even start PDF.js in a millisecond: it is ended, and the answer says why.
    expect(await readPdfText(textPdfBytes(), { timeoutMs: 1 })).toEqual({ status: 'none', reason: 'timeout' });
  });

  it('answers too-large when the worker runs out of its heap, and reads the next file after it', async () => {
    const big = textPdfBytes({ pages: 40 });
    const [starved, next] = await Promise.all([
      readPdfText(big, { heapMb: 1 }),
      readPdfText(textPdfBytes({ pages: 1 })),
    ]);
    expect(starved).toEqual({ status: 'none', reason: 'too-large' });
    expect(next.status).toBe('read');
  });
});
