import type { ServiceContext } from '../../context';
import { mailOutbox } from '../../db/schema';

// The outbox's mails about candidates, found for their erasure (retention.ts and the privacy tools):
// apart from both, so neither imports the other.

/** What identifies a candidate in the outbox: the reference in a mail's text, their address as its recipient. */
export interface CandidateMailKey {
  reference: string;
  email: string;
}

/** Kinds that belong to other records or to no one (an enquiry's notification names its parent's address). */
const NOT_A_CANDIDATES_MAIL = new Set(['staff', 'test', 'enquiry', 'application']);

function recipientsOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase())
      : [];
  } catch {
    return [];
  }
}

/**
 * The outbox mails about these candidates: any mail whose text names one's reference (the office's
 * notification, a reply quoting it), and the mails sent to one's address or answering to it (the
 * acknowledgment, the invitations and replies), of the kinds that are no other record's.
 */
export function candidateMailIds(svc: ServiceContext, keys: CandidateMailKey[]): number[] {
  if (keys.length === 0) return [];
  const references = new Set(keys.map((k) => k.reference));
  const addresses = new Set(keys.flatMap((k) => (k.email.trim() ? [k.email.trim().toLowerCase()] : [])));
  return svc.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipients: mailOutbox.recipients,
      replyTo: mailOutbox.replyTo,
      textBody: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .all()
    .filter((m) => {
      if ((m.textBody.match(/\bJOB-\d{4}-\d{5,9}\b/g) ?? []).some((r) => references.has(r))) return true;
      if (NOT_A_CANDIDATES_MAIL.has(m.kind)) return false;
      if (m.replyTo && addresses.has(m.replyTo.trim().toLowerCase())) return true;
      return recipientsOf(m.recipients).some((r) => addresses.has(r));
    })
    .map((m) => m.id);
}
