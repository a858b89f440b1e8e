import { defineFeature } from '../../feature';
import { applicationsAdminRouter, applicationsRouter } from './router';

// Online applications from /apply. Posted without JavaScript: features/forms.
export const applicationsFeature = defineFeature({
  name: 'applications',
  permission: 'admissions',
  procedures: { applications: applicationsRouter },
  adminProcedures: { applications: applicationsAdminRouter },
});
