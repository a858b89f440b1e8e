import { describe, expect, it } from 'vitest';
import { ApplicationFieldsSchema } from '../../src/shared/schemas/application';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { composed, latinDigits } from '../../src/shared/typed-text';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';

// Parents on Marathi, Hindi and Urdu keyboards type their numbers in Devanagari or (Extended)
// Arabic-Indic digits: each is read as the digit 0-9 it is, and nothing else they type changes.

const DEVANAGARI = '०१२३४५६७८९';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

describe('latinDigits', () => {
  it.each([
    ['Devanagari', DEVANAGARI],
    ['Extended Arabic-Indic (Urdu)', EXTENDED_ARABIC_INDIC],
    ['Arabic-Indic', ARABIC_INDIC],
  ])('reads each %s digit as the digit 0-9 it is', (_name, digits) => {
    expect(latinDigits(digits)).toBe('0123456789');
    for (const [value, digit] of [...digits].entries()) expect(latinDigits(digit)).toBe(String(value));
  });

  it('reads a number typed in the three sets and 0-9 mixed, with its separators kept', () => {
    expect(latinDigits('+९१ ९८७६५-۴۳۲1٠')).toBe('+91 98765-43210');
    expect(latinDigits('ENQ-२०२६-०००१२')).toBe('ENQ-2026-00012');
    expect(latinDigits('APP-۲۰۲۶-۰۰۰۴۵')).toBe('APP-2026-00045');
    expect(latinDigits('२०१३-११-३०')).toBe('2013-11-30');
  });

  it('changes nothing else: letters and marks of every script, 0-9, punctuation, emoji', () => {
    const other = 'Amina Shaikh, 12 Ganga Nagar / आमिना शेख़ ॥ ۔ آمنہ شیخ، ؁ ٫٬ 🙂 ０１ ১২ ௧';
    expect(latinDigits(other)).toBe(other);
    expect(latinDigits('')).toBe('');
  });

  it('keeps the length, so a position in the text is the same position after', () => {
    const typed = 'a९b۳c٧';
    expect(latinDigits(typed)).toBe('a9b3c7');
    expect(latinDigits(typed)).toHaveLength(typed.length);
  });
});

describe('composed', () => {
  it('composes a letter sent as a letter and its mark (NFC), and leaves composed text alone', () => {
    // Alef and the madda above, as some Urdu keyboards send آ.
    expect(composed('\u0627\u0653منہ')).toBe('\u0622منہ');
    expect(composed('आमिना')).toBe('आमिना');
  });
});

describe('the forms read such digits as 0-9 before their checks', () => {
  it('the enquiry stores a Devanagari or Urdu mobile as 0-9, and still refuses a short one', () => {
    const parsed = EnquiryFieldsSchema.parse(makeEnquiryInput({ mobile: ' ९८७६५४३२१० ' }));
    expect(parsed.mobile).toBe('9876543210');
    expect(EnquiryFieldsSchema.parse(makeEnquiryInput({ mobile: '۹۸۷۶۵۴۳۲۱۰' })).mobile).toBe('9876543210');
    expect(EnquiryFieldsSchema.safeParse(makeEnquiryInput({ mobile: '९८७६५' })).success).toBe(false);
    // The check after the digits are read: a number starting with ५ is not a mobile.
    expect(EnquiryFieldsSchema.safeParse(makeEnquiryInput({ mobile: '५८७६५४३२१०' })).success).toBe(false);
  });

  it('the application reads its contact number and date of birth in 0-9', () => {
    const parsed = ApplicationFieldsSchema.parse(
      makeApplicationInput({ contactNumber: '٩٨٧٦٥٠١٢٣٤', dateOfBirth: '२०२०-०४-१२' }),
    );
    expect(parsed.contactNumber).toBe('9876501234');
    expect(parsed.dateOfBirth).toBe('2020-04-12');
  });
});
