import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { archiveTime } from '../../platform/backups/create';
import type { BackupOutcome } from '../../platform/backups/schedule';
import { confirmOffsiteBackups, getSettings } from '../../platform/settings';
import { router, staffProcedure } from '../../trpc/trpc';

const staff = staffProcedure('settings');

// The dashboard's Backups view (docs/decisions/015-backups.md): the archives in DATA_DIR/backups, how
// the last backup went, when the next daily one is due, and "Back up now". The archives themselves
// are downloaded from a plain route (routes.ts). Times are ISO strings.

/** The last outcome as the dashboard shows it: the archive's name, never the server's path to it. */
function shownOutcome(outcome: BackupOutcome | null) {
  if (!outcome) return null;
  const { at, trigger } = outcome;
  return outcome.ok
    ? { ok: true as const, at: at.toISOString(), trigger, name: outcome.name, bytes: outcome.bytes }
    : { ok: false as const, at: at.toISOString(), trigger, error: outcome.error };
}

export const backupsAdminRouter = router({
  /** The archives (newest first), the last outcome, the next daily backup, and how many are kept. */
  list: staff.query(async ({ ctx }) => {
    const status = await ctx.svc.backups.status();
    return {
      archives: status.archives.map((a) => ({ name: a.name, bytes: a.bytes, createdAt: a.createdAt.toISOString() })),
      last: shownOutcome(status.last),
      nextAt: status.nextAt?.toISOString() ?? null,
      automatic: status.automatic,
      keep: status.keep,
      folder: status.folder,
      folderError: status.folderError,
      /** The school date the copies off the server were confirmed on, or '' (docs/decisions/035-setup-checklist.md). */
      offsiteBackupConfirmedOn: getSettings(ctx.svc).offsiteBackupConfirmedOn,
    };
  }),
  /** Ticks (dated today) or unticks "I copy the daily backups off this server". */
  confirmOffsite: staff.input(z.object({ confirmed: z.boolean() })).mutation(({ ctx, input }) => ({
    offsiteBackupConfirmedOn: confirmOffsiteBackups(ctx.svc, input.confirmed).offsiteBackupConfirmedOn,
  })),
  /** The step the running backup is in, or null; polled by the dashboard while "Back up now" runs. */
  progress: staff.query(({ ctx }) => ctx.svc.backups.progress()),
  /**
   * Takes a backup now and answers with its archive; a failure is an error with what to check, never
   * a success. A click while a backup runs waits for that one and gets its outcome.
   */
  // Recorded in the audit log by the backup service itself (with the archive's name and size).
  create: staff.meta({ audit: 'self' }).mutation(async ({ ctx }) => {
    const outcome = await ctx.svc.backups.runNow('manual', { actor: ctx.session.username, clientIp: ctx.clientIp });
    if (!outcome.ok) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: `The backup failed: ${outcome.error.replace(/\.$/, '')}. Check the server's free disk space and that ${ctx.svc.backups.folder} is writable, then try again.`,
      });
    }
    const createdAt = archiveTime(outcome.name) ?? outcome.at;
    return { name: outcome.name, bytes: outcome.bytes, createdAt: createdAt.toISOString() };
  }),
});
