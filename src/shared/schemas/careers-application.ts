// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { TEACHER_TRAINING, TET_PAPERS, TET_TAKEN } from '../careers';
import { MOBILE_LENGTH } from '../constants';
import { composed, latinDigits } from '../typed-text';
import type { CareersFormWords } from '../words/careers-form/index';
import { fill } from '../words/fill';

// The careers application form's rules (docs/decisions/053-careers.md), its messages in the words of
// the page's language, as src/shared/schemas/application.ts does for the parents' form. The CV is a
// file checked by its content on the server (features/careers/cv-files.ts), not a field here.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A 10-digit Indian mobile number: it starts with 6, 7, 8 or 9. */
const MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${MOBILE_LENGTH - 1}}$`);
/** The oldest TET: CTET was first held in 2011; a few years' margin for the states' own tests. */
const FIRST_TET_YEAR = 2000;
export const MAX_COVER_NOTE = 2000;
export const MAX_EXPERIENCE_YEARS = 50;

/** The form's text fields, in the order the form shows them; the checkboxes and the file are apart. */
export const CAREERS_TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'vacancy',
  'qualification',
  'teacherTraining',
  'tet',
  'tetPaper',
  'tetYear',
  'experienceYears',
  'currentSchool',
  'boards',
  'coverNote',
] as const;
export const CAREERS_CHECKBOXES = ['consent', 'keepForFuture'] as const;
/** Every field a message may stand beside: the text fields, the checkboxes and the CV. */
export const CAREERS_FIELDS = [...CAREERS_TEXT_FIELDS, ...CAREERS_CHECKBOXES, 'cv'] as const;
export type CareersField = (typeof CAREERS_FIELDS)[number];

type Messages = CareersFormWords['messages'];

function text(message: string, max: number, messages: Messages, required = true) {
  const base = z.string({ error: message }).overwrite(composed).trim();
  const checked = required ? base.min(1, { error: message, abort: true }) : base;
  return checked.max(max, { error: fill(messages.tooLong, { max }), abort: true });
}

const oneOf = <T extends readonly string[]>(values: T, message: string) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { error: message });

/**
 * The schema of one submission, its messages in `words`; `thisYear` (the school's, from the
 * service's clock) is the latest TET year accepted.
 */
export function careersApplicationSchema(words: CareersFormWords, thisYear: number) {
  const m = words.messages;
  return z
    .object({
      name: text(m.name, 100, m),
      phone: z
        .string({ error: m.phone })
        .overwrite((v) =>
          latinDigits(v)
            .replace(/[\s-]/g, '')
            .replace(/^(\+91|0)/, ''),
        )
        .refine((v) => MOBILE_PATTERN.test(v), { error: m.phone }),
      email: text(m.email, 254, m).refine((v) => EMAIL_PATTERN.test(v), { error: m.email }),
      /** A vacancy's slug, or '' for any suitable post; the service checks it is open. */
      vacancy: z.string().trim().max(200, { error: m.vacancy }),
      qualification: text(m.qualification, 200, m),
      teacherTraining: oneOf(TEACHER_TRAINING, m.teacherTraining),
      tet: oneOf(TET_TAKEN, m.tet),
      tetPaper: z.union([z.literal(''), oneOf(TET_PAPERS, m.tetPaper)], { error: m.tetPaper }),
      tetYear: z.string({ error: m.tetYear }).overwrite(latinDigits).trim(),
      experienceYears: z
        .string({ error: m.experienceYears })
        .overwrite(latinDigits)
        .trim()
        .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_EXPERIENCE_YEARS, { error: m.experienceYears })
        .transform(Number),
      currentSchool: text(m.currentSchool, 200, m, false),
      boards: text(m.boards, 200, m, false),
      coverNote: text(m.coverNote, MAX_COVER_NOTE, m, false),
      consent: z.literal(true, { error: m.consent }),
      keepForFuture: z.boolean(),
      /** The honeypot: only automated form fillers fill it (the service refuses them). */
      website: z.string().max(200),
    })
    .superRefine((v, ctx) => {
      if (v.tet === 'none') return;
      if (v.tetPaper === '') ctx.addIssue({ code: 'custom', path: ['tetPaper'], message: m.tetPaper });
      const year = Number(v.tetYear);
      if (!/^\d{4}$/.test(v.tetYear) || year < FIRST_TET_YEAR || year > thisYear)
        ctx.addIssue({ code: 'custom', path: ['tetYear'], message: m.tetYear });
    })
    .transform(({ tetPaper, tetYear, ...rest }) => ({
      ...rest,
      // Without a TET, no paper or year is kept, whatever the form still held.
      tetPaper: rest.tet === 'none' ? '' : tetPaper,
      tetYear: rest.tet === 'none' ? null : Number(tetYear),
    }));
}

export type CareersApplicationInput = z.input<ReturnType<typeof careersApplicationSchema>>;
export type CareersApplicationSubmission = z.output<ReturnType<typeof careersApplicationSchema>>;
