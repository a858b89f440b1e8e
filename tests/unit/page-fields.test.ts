import { describe, expect, it } from 'vitest';
import { documentWords } from '../../src/server/features/information-pages/documents';
import { type PageDocumentInput, PageDocumentSchema } from '../../src/shared/page-content/document';
import {
  fieldProblems,
  fillFields,
  PAGE_FIELD_NAMES,
  type PageField,
  unknownFieldProblems,
  unknownFields,
  unsafeLinks,
  usedFields,
} from '../../src/shared/page-content/fields';

// The fields of a page's text ({schoolName}) and the links it may hold (src/shared/page-content/
// fields.ts), checked as the office saves a page; and the words History compares (documentWords).

const VALUES = Object.fromEntries(PAGE_FIELD_NAMES.map((name) => [name, `<${name}>`])) as Record<PageField, string>;

describe('fields', () => {
  it('fills the fields it knows and leaves other braces as they are', () => {
    expect(fillFields('Founded in {foundedYear}; the form costs {admissionFee}.', VALUES)).toBe(
      'Founded in <foundedYear>; the form costs <admissionFee>.',
    );
    expect(fillFields('{noSuchField} and { schoolName } and {}', VALUES)).toBe(
      '{noSuchField} and { schoolName } and {}',
    );
    // A value is put in as it is, never read as a replacement pattern.
    expect(fillFields('{schoolName}', { ...VALUES, schoolName: 'A $& B $1' })).toBe('A $& B $1');
  });

  it('names the unknown fields of a text, and the known ones it uses once each', () => {
    expect(unknownFields('{schoolName} {fee} {admissionfee} {toString} {constructor}')).toEqual([
      'fee',
      'admissionfee',
      'toString',
      'constructor',
    ]);
    expect(unknownFields('No fields, {not a field}, {1st}')).toEqual([]);
    expect(usedFields('{admissionFee} then {schoolName} then {admissionFee} and {fee}')).toEqual([
      'admissionFee',
      'schoolName',
    ]);
  });
});

describe('links', () => {
  it('refuses links to scripts, data, other schemes and addresses that leave the site without a scheme', () => {
    expect(unsafeLinks('[a](javascript:alert(1))')).toEqual(['javascript:alert(1']);
    expect(unsafeLinks('[a](JAVASCRIPT:alert(1))')).toEqual(['JAVASCRIPT:alert(1']);
    expect(unsafeLinks('[a](data:text/html;base64,PHNjcmlwdD4=)')).toEqual(['data:text/html;base64,PHNjcmlwdD4=']);
    expect(unsafeLinks('[a](//evil.example/page)')).toEqual(['//evil.example/page']);
    expect(unsafeLinks('[a]( <vbscript:x> )')).toEqual(['vbscript:x']);
    expect(unsafeLinks('<javascript:alert(1)>')).toEqual(['javascript:alert(1)']);
    expect(unsafeLinks('[a](file:///etc/passwd)')).toEqual(['file:///etc/passwd']);
  });

  it('refuses a script written so only the Markdown renderer would see it', () => {
    // Character references and backslash escapes are undone by the renderer, and a browser drops tabs.
    expect(unsafeLinks('[a](&#106;avascript:alert(1))')).toEqual(['&#106;avascript:alert(1']);
    expect(unsafeLinks('[a](javascript&#x3A;alert(1))')).toEqual(['javascript&#x3A;alert(1']);
    expect(unsafeLinks('[a](javascript&colon;alert(1))')).toEqual(['javascript&colon;alert(1']);
    expect(unsafeLinks('[a](javascript\\:alert(1))')).toEqual(['javascript\\:alert(1']);
    expect(unsafeLinks('[a](java&Tab;script:alert(1))')).toEqual(['java&Tab;script:alert(1']);
    expect(unsafeLinks('[a](&sol;&sol;evil.example)')).toEqual(['&sol;&sol;evil.example']);
    expect(unsafeLinks('[a](\\/\\/evil.example)')).toEqual(['\\/\\/evil.example']);
    expect(unsafeLinks('[a](&#1114112;x)')).toEqual(['&#1114112;x']);
    // A reference definition is a link too.
    expect(unsafeLinks('See [the rules][1].\n\n[1]: javascript:alert(1)')).toEqual(['javascript:alert(1)']);
    expect(unsafeLinks('[1]: <data:text/html,x>')).toEqual(['data:text/html,x']);
  });

  it('refuses a relative address, which the renderer would leave as text', () => {
    expect(unsafeLinks('[Fees](fees)')).toEqual(['fees']);
    expect(unsafeLinks('[Brochure](files/brochure.pdf)')).toEqual(['files/brochure.pdf']);
    expect(fieldProblems('[Fees](fees)')).toEqual([
      'This link is not allowed: fees. Use a page address or an http(s) address',
    ]);
  });

  it('allows site paths, anchors, the web, mail and the telephone', () => {
    for (const text of [
      '[Fees](/fees)',
      '[Payment rules](/fees?tab=payment-rules)',
      '[Below](#campus-title)',
      '[CBSE](https://cbse.gov.in) and [old](http://example.org)',
      '[CBSE](HTTPS://CBSE.GOV.IN)',
      '[Write to us](mailto:office@example.org)',
      '[Call us](tel:+917242000000)',
      '<https://cbse.gov.in>',
      '[1]: /fees',
      '[Fees and rules](/fees?tab=fees&amp;year=2026)',
      'Fees: plain text with a colon, and 10:30 on a clock',
    ])
      expect(unsafeLinks(text), text).toEqual([]);
  });
});

describe('fieldProblems', () => {
  it('says what is wrong in words the office reads, each problem once', () => {
    expect(fieldProblems('The form costs {fee}, not {fee}.')).toEqual([
      'There is no field {fee}: use one of the fields offered, such as {schoolName}',
    ]);
    expect(fieldProblems('[a](javascript:alert(1)) and [b](javascript:alert(1))')).toEqual([
      'This link is not allowed: javascript:alert(1. Use a page address or an http(s) address',
    ]);
    expect(fieldProblems(`[a](data:${'x'.repeat(100)})`)).toEqual([
      `This link is not allowed: data:${'x'.repeat(35)}. Use a page address or an http(s) address`,
    ]);
    expect(fieldProblems('{nope} [a](//evil.example)')).toEqual([
      'There is no field {nope}: use one of the fields offered, such as {schoolName}',
      'This link is not allowed: //evil.example. Use a page address or an http(s) address',
    ]);
  });

  it('finds a link that leaves the site in a text with no colon and no field', () => {
    expect(fieldProblems('Read [this](//evil.example).')).toEqual([
      'This link is not allowed: //evil.example. Use a page address or an http(s) address',
    ]);
    expect(fieldProblems('Read [this](javascript&colon;alert(1)).')).toHaveLength(1);
    expect(fieldProblems('Read [this](\\/\\/evil.example).')).toHaveLength(1);
  });

  it('says of an unknown field what the office texts without links say (unknownFieldProblems)', () => {
    expect(unknownFieldProblems('{fee} and {fee}, [a](javascript:alert(1))')).toEqual(fieldProblems('{fee} and {fee}'));
    expect(unknownFieldProblems('Fees from {admissionFee}, {not a field}.')).toEqual([]);
  });

  it('has nothing to say about good text', () => {
    expect(fieldProblems('Founded in {foundedYear}, see [fees](/fees) or [CBSE](https://cbse.gov.in).')).toEqual([]);
    expect(fieldProblems('Plain words.')).toEqual([]);
  });

  it('is what a page document refuses on save', () => {
    const doc: PageDocumentInput = {
      settings: { title: '{schoolName}', heading: 'Hi {nope}', description: 'About us' },
      sections: [{ kind: 'cta', title: 'Apply', text: 'Go [here](//evil.example)' }],
    };
    const result = PageDocumentSchema.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['settings.heading', 'There is no field {nope}: use one of the fields offered, such as {schoolName}'],
      ['sections.0.text', 'This link is not allowed: //evil.example. Use a page address or an http(s) address'],
    ]);
  });
});

describe('documentWords', () => {
  it('lists the words of a document in reading order, one text a line, without its machinery', () => {
    const doc = PageDocumentSchema.parse({
      settings: { title: 'About Us', heading: 'About Us', eyebrow: '', description: 'About the school' },
      sections: [
        {
          kind: 'split',
          id: 'about-title',
          title: 'Who we are',
          lead: 'Founded in {foundedYear}.',
          body: 'Our motto.',
          blocks: [
            { kind: 'data', source: 'addresses' },
            { kind: 'list', style: 'plain', items: ['One', 'Two'] },
            {
              kind: 'cards',
              columns: 2,
              items: [{ title: 'Lab', text: 'Experiments', icon: 'lab', link: '/infrastructure' }],
            },
          ],
          art: { kind: 'illustration', illustration: 'people', label: 'Students together', tone: 1 },
        },
        {
          kind: 'tabs',
          label: 'Fees',
          tabs: [
            {
              id: 'rules',
              label: 'Rules',
              blocks: [
                { kind: 'table', caption: 'Heads', columns: ['Head', 'Amount'], rows: [['Form', '{admissionFee}']] },
              ],
            },
          ],
        },
      ],
    });
    expect(documentWords(doc).split('\n')).toEqual([
      'About Us',
      'About Us',
      'About the school',
      'Who we are',
      'Founded in {foundedYear}.',
      'Our motto.',
      'One',
      'Two',
      'Lab',
      'Experiments',
      '/infrastructure',
      'Students together',
      'Fees',
      'Rules',
      'Heads',
      'Head',
      'Amount',
      'Form',
      '{admissionFee}',
    ]);
  });

  it('shows a photo’s description and the drawing kept behind it, not the photo’s stored key', () => {
    const doc = PageDocumentSchema.parse({
      settings: { title: 'T', heading: 'H', description: 'D' },
      sections: [
        {
          kind: 'split',
          title: 'Campus',
          art: {
            kind: 'photo',
            image: `pages/${'a'.repeat(32)}`,
            alt: 'The library at noon',
            photoConsent: true,
            illustration: { kind: 'illustration', illustration: 'library', label: 'The library drawn', tone: 2 },
          },
        },
      ],
    });
    expect(documentWords(doc)).toBe('T\nH\nD\nCampus\nThe library at noon\nThe library drawn');
  });
});
