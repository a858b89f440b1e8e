// The words of long work in the dashboard: an upload's progress, and what a backup is doing.

/** The progress bar's name while a file is sent ('Uploading report.pdf'). */
export const uploadingLabel = (fileName: string) => `Uploading ${fileName}`;
/** The button that stops an upload while its bytes are still being sent. */
export const CANCEL_UPLOAD_LABEL = 'Cancel upload';
/** Said beside the file field once an upload was cancelled: the server kept nothing of it. */
export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled. Nothing was saved.';

/**
 * The steps of a backup, in order (src/server/platform/backups/create.ts), and what the dashboard
 * says during each; the last words before the result are the archive being written and checked.
 */
export const BACKUP_PHASES = ['files', 'database', 'checking', 'compressing'] as const;
export type BackupPhase = (typeof BACKUP_PHASES)[number];
export const BACKUP_PHASE_TEXT: Record<BackupPhase, string> = {
  files: 'Backing up: copying the photos and files…',
  database: 'Backing up: copying the database…',
  checking: 'Checking the copy…',
  compressing: 'Compressing into one archive…',
};
/** Said from the click until the server reports its first step. */
export const BACKUP_STARTING_TEXT = 'Backing up: starting…';

/** The steps of a restore from the command line (src/server/platform/backups/restore.ts), printed as they start. */
export const RESTORE_PHASES = ['extracting', 'checking', 'migrating', 'swapping'] as const;
export type RestorePhase = (typeof RESTORE_PHASES)[number];
export const RESTORE_PHASE_TEXT: Record<RestorePhase, string> = {
  extracting: 'Restoring: unpacking the archive…',
  checking: 'Checking every file and the database against the archive’s list…',
  migrating: 'Bringing the database up to date with this version…',
  swapping: 'Putting the restored data in place (the current data is kept aside)…',
};
