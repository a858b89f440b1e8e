import { smtpDisplay } from '../../config';
import { defineFeature } from '../../feature';
import { mailAdminRouter } from './router';

// The office's notifications (docs/decisions/016-mail-outbox.md): a loop beside the requests sends
// what waits in the outbox; the mail being sent finishes at shutdown, the others wait for the next start.
export const mailFeature = defineFeature({
  name: 'mail',
  permission: 'settings',
  adminProcedures: { mail: mailAdminRouter },
  jobs: (svc, { config }) => ({
    mail: {
      start: () => {
        if (config.smtpUrl) {
          svc.log.info({ smtp: smtpDisplay(config.smtpUrl) }, 'sending notifications through this server');
          // The dashboard links in the mails are built from SITE_URL, never from a request's Host header.
          if (/^http:\/\/localhost[:/]/.test(`${config.siteUrl}/`))
            svc.log.warn('SITE_URL is not set: the links in the notification e-mails point to localhost');
        } else svc.log.info('SMTP_URL is not set: no e-mail is sent');
        svc.mail.start();
      },
      stop: () => svc.mail.stop(),
    },
  }),
});
