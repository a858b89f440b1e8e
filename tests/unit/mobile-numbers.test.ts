import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, ApplicationFieldsSchema } from '../../src/shared/schemas/application';
import { ENQUIRY_MESSAGES, EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';

// Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9; a landline or a number with a
// digit missing at the front cannot be called back as a mobile.
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
const enquiryErrors = (mobile: string) => errorsOf(EnquiryFieldsSchema.safeParse(makeEnquiryInput({ mobile })));
const applicationErrors = (contactNumber: string) =>
  errorsOf(ApplicationFieldsSchema.safeParse(makeApplicationInput({ contactNumber })));

describe('the sample forms are valid', () => {
  it('with a good number, neither form has an error', () => {
    expect(enquiryErrors('9876543210')).toEqual({});
    expect(applicationErrors('9876501234')).toEqual({});
  });
});

describe('enquiry Mobile', () => {
  it('has the messages', () => {
    expect(ENQUIRY_MESSAGES.mobile).toBe('Mobile number must be exactly 10 digits');
    expect(ENQUIRY_MESSAGES.mobileStart).toBe('Mobile number must start with 6, 7, 8 or 9');
  });

  it.each(['6000000000', '7012345678', '8123456789', '9876543210'])('accepts %s', (mobile) => {
    expect(enquiryErrors(mobile)).toEqual({});
  });

  it.each(['0123456789', '1234567890', '2345678901', '3456789012', '4567890123', '5678901234', '0987654321'])(
    'refuses the 10 digits %s, which cannot be a mobile number, with one message',
    (mobile) => {
      expect(enquiryErrors(mobile)).toEqual({ mobile: [ENQUIRY_MESSAGES.mobileStart] });
    },
  );

  it.each(['123', '012345678', '01234567890', '98765432101', '98765-4321', 'abcdefghij'])(
    'refuses %s by its length alone: the length message wins',
    (mobile) => {
      expect(enquiryErrors(mobile)).toEqual({ mobile: [ENQUIRY_MESSAGES.mobile] });
    },
  );

  it('keeps "is required" for an empty field', () => {
    expect(enquiryErrors('')).toEqual({ mobile: ['Mobile is required'] });
  });
});

describe('application Contact Number', () => {
  it('has the messages', () => {
    expect(APPLICATION_MESSAGES.contactNumberInvalid).toBe('Contact number must be exactly 10 digits');
    expect(APPLICATION_MESSAGES.contactNumberStart).toBe('Contact number must start with 6, 7, 8 or 9');
  });

  it.each(['6000000000', '7012345678', '8123456789', '9876501234'])('accepts %s', (contactNumber) => {
    expect(applicationErrors(contactNumber)).toEqual({});
  });

  it.each(['0123456789', '1234567890', '2000000000', '5999999999'])(
    'refuses the 10 digits %s, which cannot be a mobile number, with one message',
    (contactNumber) => {
      expect(applicationErrors(contactNumber)).toEqual({ contactNumber: [APPLICATION_MESSAGES.contactNumberStart] });
    },
  );

  it.each(['98765', '0123', '01234567890', '98765012345', '98765-0123', 'abcdefghij'])(
    'refuses %s by its length alone: the length message wins',
    (contactNumber) => {
      expect(applicationErrors(contactNumber)).toEqual({ contactNumber: [APPLICATION_MESSAGES.contactNumberInvalid] });
    },
  );

  it('keeps "is required" for an empty field', () => {
    expect(applicationErrors('')).toEqual({ contactNumber: [APPLICATION_MESSAGES.contactNumber] });
  });
});
