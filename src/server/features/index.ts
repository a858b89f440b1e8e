import { CONTENT_FEATURES } from '../content/index';
import { admissionStatusFeature } from './admission-status';
import { applicationsFeature } from './applications';
import { auditFeature } from './audit';
import { authFeature } from './auth';
import { backupsFeature } from './backups';
import { careersFeature } from './careers';
import { deskFeature } from './desk';
import { disclosureFeature } from './disclosure';
import { enquiriesFeature } from './enquiries';
import { eventsFeature } from './events';
import { formsFeature } from './forms';
import { healthFeature } from './health';
import { informationPagesFeature } from './information-pages';
import { mailFeature } from './mail';
import { noticesFeature } from './notices';
import { offlineFeature } from './offline';
import { overviewFeature } from './overview';
import { paymentsFeature } from './payments';
import { privacyFeature } from './privacy';
import { searchFeature } from './search';
import { settingsFeature } from './settings';
import { siteAlertFeature } from './site-alert';
import { staffFeature } from './staff';
import { transferCertificatesFeature } from './transfer-certificates';
import { visitsFeature } from './visits';

// Every feature of the site, once (docs/decisions/029-feature-modules.md). app.ts registers their
// routes and jobs, app-router.ts their procedures, the server render their pages, the page cache
// asks them when their output next changes by itself. A new feature is a folder and a line here.
export const FEATURES = [
  healthFeature,
  authFeature,
  overviewFeature,
  settingsFeature,
  staffFeature,
  siteAlertFeature,
  informationPagesFeature,
  ...CONTENT_FEATURES,
  noticesFeature,
  eventsFeature,
  disclosureFeature,
  transferCertificatesFeature,
  enquiriesFeature,
  applicationsFeature,
  deskFeature,
  admissionStatusFeature,
  paymentsFeature,
  careersFeature,
  formsFeature,
  privacyFeature,
  auditFeature,
  backupsFeature,
  mailFeature,
  visitsFeature,
  offlineFeature,
  searchFeature,
] as const;
