import { defineFeature } from '../../feature';
import { enquiriesAdminRouter, enquiriesRouter, enquiryAliasRouter } from './router';

// Enquiries from the Enquiry Form (the dashboard's Contacts). `enquiry.create` is kept as an alias of
// `enquiries.create` for clients of the first version. Posted without JavaScript: features/forms.
export const enquiriesFeature = defineFeature({
  name: 'enquiries',
  permission: 'admissions',
  procedures: { enquiries: enquiriesRouter, enquiry: enquiryAliasRouter },
  adminProcedures: { enquiries: enquiriesAdminRouter },
});
