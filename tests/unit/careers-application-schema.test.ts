import { describe, expect, it } from 'vitest';
import { careersApplicationSchema } from '../../src/shared/schemas/careers-application';
import { CAREERS_FORM_CATALOGUES } from '../../src/shared/words/careers-form';

// The careers form's optional text fields: a value that is not text is refused beside its own field,
// in the form's language, never with another field's message.

describe('the careers application schema', () => {
  it.each(['en', 'mr'] as const)('names current school, boards and cover note in their own messages (%s)', (lang) => {
    const words = CAREERS_FORM_CATALOGUES[lang];
    const result = careersApplicationSchema(words, 2026).safeParse({ currentSchool: 5, boards: [], coverNote: {} });
    expect(result.success).toBe(false);
    const byField = new Map(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField.get('currentSchool')).toBe(words.messages.currentSchool);
    expect(byField.get('boards')).toBe(words.messages.boards);
    expect(byField.get('coverNote')).toBe(words.messages.coverNote);
    expect(
      new Set([words.messages.currentSchool, words.messages.boards, words.messages.coverNote, words.messages.name])
        .size,
    ).toBe(4);
  });
});
