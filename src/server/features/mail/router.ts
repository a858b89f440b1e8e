import { z } from 'zod';
import { retryMail } from '../../platform/mail/outbox';
import { getSettings } from '../../platform/settings';
import { router, staffProcedure } from '../../trpc/trpc';
import { testMail } from './notifications';

const staff = staffProcedure('settings');

// The dashboard's mail panel in Settings (docs/decisions/016-mail-outbox.md): whether mail is set up,
// the mails waiting or given up on with their errors, a retry, and a test e-mail.
export const mailAdminRouter = router({
  /** Configured or not, how many mails wait and failed, and the latest of them with their last error. */
  list: staff.query(({ ctx }) => ctx.svc.mail.status()),
  /** Sends a waiting or failed mail again now (a fresh count of attempts). */
  retry: staff.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    retryMail(ctx.svc.db, input.id, ctx.svc.mail.now());
    await ctx.svc.mail.runOnce();
    return ctx.svc.mail.status();
  }),
  /** Sends a test e-mail to the notification addresses now, and says what the mail server answered. */
  sendTest: staff.mutation(async ({ ctx }): Promise<{ ok: true } | { ok: false; error: string }> => {
    if (!ctx.svc.mail.configured)
      return { ok: false, error: 'E-mail is not set up: the server has no SMTP_URL (see README, Configuration).' };
    const settings = getSettings(ctx.svc);
    if (settings.notificationEmails.length === 0)
      return { ok: false, error: 'Add at least one notification address and save it first.' };
    try {
      await ctx.svc.mail.sendNow(testMail(settings.notificationEmails, settings.schoolName));
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }),
});
