import { describe, expect, it } from 'vitest';
import { HEARD_FROM } from '../../src/shared/admissions';
import { acknowledgmentMail, referenceSentenceParts } from '../../src/shared/content/admission-words';
import { APPLICATION_FORM_WORDS } from '../../src/shared/content/apply-words';
import { SCHOOL_CLASSES } from '../../src/shared/content/default-settings';
import { ENQUIRY_GRADES, ENQUIRY_SCHOOLS, ENQUIRY_STATES } from '../../src/shared/content/enquiry-options';
import { PRIVACY_NOTE_WORDS } from '../../src/shared/content/form-words';
import { GENDERS } from '../../src/shared/content/school-facts';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiry-form';
import { LANGUAGES } from '../../src/shared/paths';
import { fill, placeholdersOf } from '../../src/shared/words/fill';
import { FORMS_CATALOGUES } from '../../src/shared/words/forms';
import { EN_FORMS } from '../../src/shared/words/forms/en';
import { acknowledgmentMailIn } from '../../src/shared/words/forms/mail';

// The forms' words in four languages (docs/architecture.md, "Forms in every language"): every
// language has English's words with the same {placeholders}, every word is a string (an island gets
// its words as JSON), and English's templates give the very sentences the English modules always said.

type Leaf = { path: string; value: unknown };
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}
const english = new Map(leaves(EN_FORMS).map((l) => [l.path, l.value]));

describe('the forms catalogues', () => {
  for (const { code } of LANGUAGES) {
    const catalogue = FORMS_CATALOGUES[code];
    it(`${code}: English's words, each a string with English's {placeholders}`, () => {
      const own = leaves(catalogue);
      expect(own.map((l) => l.path).sort()).toEqual([...english.keys()].sort());
      for (const { path, value } of own) {
        expect(typeof value, path).toBe('string');
        expect(placeholdersOf(value as string).sort(), path).toEqual(
          placeholdersOf(english.get(path) as string).sort(),
        );
      }
      // The catalogue survives the trip to an island's props.
      expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
    });

    it(`${code}: a label for every choice value the forms offer`, () => {
      for (const value of [...ENQUIRY_STATES, ...ENQUIRY_SCHOOLS, ...ENQUIRY_GRADES]) {
        const labels = { ...catalogue.enquiry.states, ...catalogue.enquiry.schools, ...catalogue.enquiry.grades };
        expect(labels[value as keyof typeof labels], value).toBeTruthy();
      }
      for (const { value } of SCHOOL_CLASSES) {
        expect((catalogue.application.classes as Record<string, string>)[value], value).toBeTruthy();
      }
      for (const { value } of GENDERS) expect(catalogue.application.genders[value], value).toBeTruthy();
      for (const { value } of HEARD_FROM) expect(catalogue.common.heardFrom[value], value).toBeTruthy();
    });
  }
});

describe('English, written as templates, says what it always said', () => {
  const en = EN_FORMS;
  it('the mobile hint, the error summary, the terms and the confirmation', () => {
    for (const digits of [1, 5, 9]) {
      const left = 10 - digits;
      const template = left === 1 ? en.enquiry.mobileIncompleteOne : en.enquiry.mobileIncompleteMany;
      expect(fill(template, { count: left, digits })).toBe(ENQUIRY_MESSAGES.mobileIncomplete(digits));
    }
    expect(en.application.errorSummaryOne).toBe(APPLICATION_FORM_WORDS.errorSummary(1));
    expect(fill(en.application.errorSummaryMany, { count: 3 })).toBe(APPLICATION_FORM_WORDS.errorSummary(3));
    const { truth, noGuarantee, fee, originals } = en.application.terms;
    expect([truth, noGuarantee, fill(fee, { fee: '₹2,000' }), originals]).toEqual(
      APPLICATION_FORM_WORDS.terms('₹2,000'),
    );
    expect(fill(en.application.confirmation.nextStep, { contactNumber: '9876543210', email: 'a@b.in' })).toBe(
      APPLICATION_FORM_WORDS.confirmation.nextStep('9876543210', 'a@b.in'),
    );
    expect(fill(en.common.privacyBefore, { purpose: 'answer your enquiry', months: '12 months' })).toBe(
      PRIVACY_NOTE_WORDS.before('answer your enquiry', '12 months'),
    );
    expect(en.common.referenceBefore).toBe(referenceSentenceParts('enquiry').before);
    expect(en.common.referenceAfterEnquiry).toBe(referenceSentenceParts('enquiry').after);
    expect(en.common.referenceAfterApplication).toBe(referenceSentenceParts('application').after);
  });

  it('the acknowledgment e-mail', () => {
    for (const kind of ['enquiry', 'application'] as const) {
      const url = 'https://school.example/admission-status';
      expect(acknowledgmentMailIn(EN_FORMS, kind, 'ENQ-2026-00001', 'Al Mahmood School', url)).toEqual(
        acknowledgmentMail(kind, 'ENQ-2026-00001', 'Al Mahmood School', url),
      );
    }
  });
});
