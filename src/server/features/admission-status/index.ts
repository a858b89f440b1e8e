import { defineFeature } from '../../feature';
import { admissionStatusPage } from './page';
import { admissionStatusRouter } from './router';
import { admissionStatusRoutesPlugin } from './routes';

// A parent checks their enquiry's or application's stage at /admission-status with its reference and
// the last four digits of the mobile number given; the office's desk (stages) is in features/enquiries
// and features/applications.
export const admissionStatusFeature = defineFeature({
  name: 'admission-status',
  procedures: { admissionStatus: admissionStatusRouter },
  pages: [admissionStatusPage],
  routes: admissionStatusRoutesPlugin,
});
