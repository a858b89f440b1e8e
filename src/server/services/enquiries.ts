import { DEFAULT_CONTACT_STATUS } from '../../shared/constants';
import { ENQUIRY_MESSAGES, type EnquiryFields, type EnquirySubmission } from '../../shared/schemas/enquiry';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';
import { write } from '../db/write';
import type { ServiceContext } from './context';
import { SubmissionRefusedError } from './errors';

/**
 * Stores an enquiry as a contact with status 'new', the name being first and last joined. Enquiries
 * are not public content, so no cached page is cleared. Throws StorageError when the commit fails.
 */
export function createEnquiry(db: Db, input: EnquiryFields): { id: number } {
  return write(db, (tx) => {
    const { lastInsertRowid } = tx
      .insert(contacts)
      .values({
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        mobile: input.mobile,
        state: input.state,
        city: input.city,
        school: input.school,
        grade: input.grade,
        address: input.address,
        status: DEFAULT_CONTACT_STATUS,
      })
      .run();
    return { id: Number(lastInsertRowid) };
  });
}

/**
 * A visitor's enquiry, from the tRPC procedure or the form posted without JavaScript: limited per
 * client address, refused when the honeypot is filled (docs/decisions/005-honeypot-and-rate-limits.md),
 * then stored. Every refusal is a SubmissionRefusedError with the message the visitor sees.
 */
export function submitEnquiry(svc: ServiceContext, input: EnquirySubmission, clientIp: string): void {
  const waitSeconds = svc.limits.enquiry.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', ENQUIRY_MESSAGES.rateLimited, waitSeconds);
  // The honeypot is invisible and unreachable by keyboard; only automated form fillers fill it.
  if (input.website.trim() !== '') throw new SubmissionRefusedError('refused', ENQUIRY_MESSAGES.refused);
  const { website: _honeypot, ...fields } = input;
  createEnquiry(svc.db, fields);
}
