import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRule, fieldRules, firstIssueMessages } from '../../src/client/components/form/schema-rules';
import { readServerError } from '../../src/client/components/form/server-errors';
import {
  AchievementFieldsSchema,
  AnnouncementFieldsSchema,
  ChangePasswordSchema,
  LoginInputSchema,
} from '../../src/shared/schemas/admin-content';
import { ApplicationInputSchema } from '../../src/shared/schemas/application';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { SiteSettingsSchema } from '../../src/shared/schemas/settings';

// The form kit reads `required` and `maxLength` from the project's own schemas, so the forms never
// repeat them: these are the values the fields of each form get.
describe('fieldRules: required and maxLength derived from the zod schemas', () => {
  it('the Enquiry Form: every field required, with the schema limits (also through superRefine)', () => {
    expect(fieldRules(EnquiryFieldsSchema)).toEqual({
      state: { required: true, maxLength: 60 },
      city: { required: true, maxLength: 60 },
      school: { required: true, maxLength: 100 },
      firstName: { required: true, maxLength: 100 },
      lastName: { required: true, maxLength: 100 },
      grade: { required: true, maxLength: 20 },
      email: { required: true, maxLength: 254 },
      mobile: { required: true, maxLength: 20 },
      address: { required: true, maxLength: 500 },
    });
  });

  it('the application: defaulted fields are optional but keep their limit; a boolean is not derived as required', () => {
    const rules = fieldRules(ApplicationInputSchema);
    for (const name of [
      'studentName',
      'dateOfBirth',
      'classApplying',
      'gender',
      'fatherName',
      'motherName',
      'contactNumber',
      'email',
      'address',
    ]) {
      expect(rules[name]?.required, name).toBe(true);
    }
    expect(rules.studentName?.maxLength).toBe(100);
    expect(rules.address?.maxLength).toBe(500);
    expect(rules.previousSchool).toEqual({ required: false, maxLength: 200 });
    expect(rules.bloodGroup).toEqual({ required: false, maxLength: undefined });
    expect(rules.agreeToTerms).toEqual({ required: false });
    // The honeypot: optional with a default.
    expect(rules.website).toEqual({ required: false, maxLength: 500 });
  });

  it('site settings: a format check alone (email) or no minimum is not required', () => {
    const rules = fieldRules(SiteSettingsSchema);
    expect(rules.email).toEqual({ required: false, maxLength: 200 });
    expect(rules.phone).toEqual({ required: true, maxLength: 40 });
    expect(rules.addressIndia).toEqual({ required: true, maxLength: 300 });
    expect(rules.facebookUrl).toEqual({ required: false, maxLength: 500 });
    expect(rules.admissionsNotice).toEqual({ required: false, maxLength: 300 });
    expect(rules.heroButtonText).toEqual({ required: true, maxLength: 80 });
    expect(rules.splashEnabled).toEqual({ required: false });
  });

  it('sign-in and password change (after .refine on the object)', () => {
    expect(fieldRules(LoginInputSchema)).toEqual({
      username: { required: true, maxLength: 100 },
      password: { required: true, maxLength: 200 },
      // The second step's code: asked for only when the account has two-factor sign-in.
      code: { required: false, maxLength: 1000 },
    });
    expect(fieldRules(ChangePasswordSchema)).toEqual({
      currentPassword: { required: true, maxLength: 200 },
      newPassword: { required: true, maxLength: 200 },
      confirmPassword: { required: false, maxLength: undefined },
    });
  });

  it('dashboard content: the same required fields the dialogs mark, through defaults and transforms', () => {
    const announcement = fieldRules(AnnouncementFieldsSchema);
    expect(announcement.title).toEqual({ required: true, maxLength: 200 });
    expect(announcement.description).toEqual({ required: true, maxLength: 1000 });
    expect(announcement.link).toEqual({ required: false, maxLength: 500 });
    expect(announcement.icon).toEqual({ required: false, maxLength: 40 });
    const achievement = fieldRules(AchievementFieldsSchema);
    // year: default('') then a transform to the current year: the typed side is the string.
    expect(achievement.year).toEqual({ required: false, maxLength: 20 });
    // category: an enum with a default.
    expect(achievement.category).toEqual({ required: false });
  });

  it('single schemas: nonempty, length, optional, enum', () => {
    expect(fieldRule(z.string().nonempty())).toEqual({ required: true, maxLength: undefined });
    expect(fieldRule(z.string().length(10))).toEqual({ required: true, maxLength: 10 });
    expect(fieldRule(z.string().min(1).max(5).optional())).toEqual({ required: false, maxLength: 5 });
    expect(fieldRule(z.enum(['a', 'b']))).toEqual({ required: true });
    expect(fieldRules(z.string())).toEqual({});
  });

  it('first message per field, in the order of the issues', () => {
    const parsed = EnquiryFieldsSchema.safeParse({ state: '', city: '', mobile: '12' });
    expect(parsed.success).toBe(false);
    const messages = firstIssueMessages(parsed.error!);
    expect(messages.state).toBe('State is required');
    expect(messages.mobile).toBe('Mobile number must be exactly 10 digits');
  });
});

describe('readServerError: one way to read a failed tRPC call', () => {
  it('field errors: the first message of each, and no form message (the message is a list of issues)', () => {
    const read = readServerError({
      message: '[{"code":"custom"}]',
      data: {
        code: 'BAD_REQUEST',
        httpStatus: 400,
        fieldErrors: { email: ['Please enter a valid email address', 'x'] },
      },
    });
    expect(read).toEqual({
      fieldErrors: { email: 'Please enter a valid email address' },
      formMessage: null,
      status: 400,
    });
  });

  it("a refusal or an unsaved write: the server's sentence", () => {
    expect(
      readServerError({
        message: 'Too many enquiries from this connection. Please try again later.',
        data: { httpStatus: 429, fieldErrors: null },
      }),
    ).toEqual({
      fieldErrors: {},
      formMessage: 'Too many enquiries from this connection. Please try again later.',
      status: 429,
    });
    expect(
      readServerError({
        message: 'We could not save your enquiry. Please try again in a few minutes.',
        data: { httpStatus: 503 },
      }).formMessage,
    ).toBe('We could not save your enquiry. Please try again in a few minutes.');
  });

  it('an internal error, a network failure or anything else: no message, the form says its own', () => {
    expect(
      readServerError({ message: 'Something went wrong. Please try again.', data: { httpStatus: 500 } }).formMessage,
    ).toBeNull();
    expect(readServerError(new TypeError('Failed to fetch'))).toEqual({
      fieldErrors: {},
      formMessage: null,
      status: null,
    });
    expect(readServerError(null)).toEqual({ fieldErrors: {}, formMessage: null, status: null });
    expect(readServerError('boom').formMessage).toBeNull();
  });
});
