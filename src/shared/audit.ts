// The audit log of administrators' actions (docs/decisions/022-privacy-and-audit.md): what both sides
// share. Entries hold entity names, ids and counts, never a parent's or child's personal data.

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-change',
  'two-factor-change',
  'create',
  'update',
  'delete',
  'status-change',
  'export-csv',
  'file-open',
  'person-export',
  'person-erase',
  'retention-erase',
  'settings-change',
  'backup',
  'restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-change': 'Password changed',
  'two-factor-change': 'Two-factor sign-in changed',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'status-change': 'Status changed',
  'export-csv': 'CSV exported',
  'file-open': 'File opened',
  'person-export': "Person's data exported",
  'person-erase': "Person's data erased",
  'retention-erase': 'Erased after retention period',
  'settings-change': 'Settings changed',
  backup: 'Backup',
  restore: 'Restore',
};

export type AuditOutcome = 'ok' | 'failed' | 'refused';

export const isAuditAction = (v: unknown): v is AuditAction =>
  typeof v === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(v);

/**
 * Who an entry names when no person did it: the server on its own (the daily backup, retention) or the
 * command line on the server (`npm run admin`). Everything else names the person's username.
 */
export const SYSTEM_ACTOR = 'system';
export const CLI_ACTOR = 'cli';

/** Entries on one page of the dashboard's audit log. */
export const AUDIT_PAGE_SIZE = 50;
