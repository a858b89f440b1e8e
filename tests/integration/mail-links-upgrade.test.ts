import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILENAME, MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { INVITATION_MAIL, RESET_MAIL } from '../../src/shared/content/staff-words';

// An install whose outbox holds invitations and resets with their working links (the release before
// docs/decisions/046-no-live-link-at-rest.md) upgrades: those links stop working, and each waiting
// mail keeps only the placeholder and what its link is for, so the sender makes a new one at delivery.

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** The migrations up to `last` (the release's), or all of them. */
function migrations(last?: number): string {
  const folder = path.join(tempDir('mail-links-migrations-'), 'drizzle');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  if (last !== undefined) {
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => Number(e.tag.slice(0, 4)) <= last);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
  }
  return folder;
}

const SITE = 'https://school.example';
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const token = () => crypto.randomBytes(32).toString('base64url');

describe('upgrading an outbox that holds links', () => {
  it('kills the waiting links and leaves their mails a placeholder and what each is for', () => {
    const sqlite = new Database(path.join(tempDir('mail-links-upgrade-'), DB_FILENAME));
    migrate(drizzle(sqlite), { migrationsFolder: migrations(15) });
    const now = Date.parse('2026-11-30T10:00:00Z');
    const later = now + 7 * 86_400_000;
    // Test set-up speaking SQL: the old release's rows as its code wrote them.
    const addToken = sqlite.prepare(
      `INSERT INTO staff_tokens (kind, token_hash, email, name, created_at, expires_at, revoked_at)
       VALUES (?, ?, ?, 'Someone', ?, ?, ?)`,
    );
    const addMail = sqlite.prepare(
      `INSERT INTO mail_outbox (kind, recipients, subject, text_body, status, attempts, next_attempt_at, created_at)
       VALUES ('staff', ?, 'Subject', ?, ?, 1, ?, ?)`,
    );
    const invitationToken = token();
    const resetToken = token();
    const revokedToken = token();
    const invitation = Number(
      addToken.run('invitation', hash(invitationToken), 'farah@school.example', now, later, null).lastInsertRowid,
    );
    const reset = Number(
      addToken.run('reset', hash(resetToken), 'head@school.example', now, later, null).lastInsertRowid,
    );
    addToken.run('invitation', hash(revokedToken), 'ravi@school.example', now, later, now);
    const invitationText = INVITATION_MAIL.text({
      name: 'Farah',
      school: 'Al Mahmood School',
      role: 'Owner',
      link: `${SITE}/admin/invitation/${invitationToken}`,
      invitedBy: 'principal',
    });
    const resetText = RESET_MAIL.text({
      school: 'Al Mahmood School',
      username: 'principal',
      link: `${SITE}/admin/reset-password/${resetToken}`,
    });
    const revokedText = invitationText.replace(invitationToken, revokedToken);
    addMail.run('["farah@school.example"]', invitationText, 'pending', now, now);
    addMail.run('["head@school.example"]', resetText, 'failed', now, now);
    addMail.run('["ravi@school.example"]', revokedText, 'pending', now, now);
    addMail.run(
      '["office@school.example"]',
      'Good morning. 3 families wait: https://school.example/admin/contacts/4',
      'pending',
      now,
      now,
    );

    migrate(drizzle(sqlite), { migrationsFolder: migrations() });

    const tokens = sqlite.prepare('SELECT id, token_hash AS tokenHash FROM staff_tokens ORDER BY id').all() as {
      id: number;
      tokenHash: string;
    }[];
    expect(tokens.find((t) => t.id === invitation)?.tokenHash).not.toBe(hash(invitationToken));
    expect(tokens.find((t) => t.id === invitation)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.find((t) => t.id === reset)?.tokenHash).not.toBe(hash(resetToken));

    const mails = sqlite
      .prepare('SELECT recipients, text_body AS text, link_for AS linkFor FROM mail_outbox ORDER BY id')
      .all();
    expect(mails).toEqual([
      {
        recipients: '["farah@school.example"]',
        text: invitationText.replace(`${SITE}/admin/invitation/${invitationToken}`, '{link}'),
        linkFor: `invitation:${invitation}`,
      },
      {
        recipients: '["head@school.example"]',
        text: resetText.replace(`${SITE}/admin/reset-password/${resetToken}`, '{link}'),
        linkFor: `reset:${reset}`,
      },
      // The revoked invitation's mail is not sent; the digest is untouched.
      {
        recipients: '["office@school.example"]',
        text: 'Good morning. 3 families wait: https://school.example/admin/contacts/4',
        linkFor: null,
      },
    ]);
    sqlite.close();
  });
});
