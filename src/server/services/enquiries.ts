import { DEFAULT_CONTACT_STATUS } from '../../shared/constants';
import type { EnquiryFields } from '../../shared/schemas/enquiry';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';

/**
 * Stores an enquiry as a contact with status 'new' (spec §4), the name being first and last joined
 * (spec §3). Enquiries are not public content, so no cached page is cleared.
 */
export function createEnquiry(db: Db, input: EnquiryFields) {
  return db
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
    .returning({ id: contacts.id })
    .get();
}
