import { DUPLICATES_REFUSALS as REFUSED } from '../../../shared/content/desk-duplicates-words';
import type { StartApplicationFields } from '../../../shared/schemas/desk-duplicates';
import type { ServiceContext } from '../../context';
import { write } from '../../db/write';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../../platform/audit';
import { getSettings } from '../../platform/settings';
import { insertApplicationRow } from '../applications/service';
import { currentPrivacyNotice } from '../privacy/service';
import { acknowledgmentContext, queueAcknowledgment } from './acknowledgment';
import { advanceEnquiryToApplied, recordLinkEvents, referenceOf, referenceOfId } from './duplicates';
import { readFamilyRecord, sourceColumns } from './family-record';
import { takeReference } from './references';

// An application the office starts from an enquiry (WCAG 2.2 3.3.7: the family does not enter again
// what they already wrote): the dashboard's dialog is filled from the enquiry, the office completes
// it, and the server checks it with the /apply form's rules (StartApplicationInputSchema). The parent's
// or guardian's consent is required as on /apply, confirmed by the office, and stored as its time.

/**
 * Creates the application at stage Applied, linked to the enquiry, with where the family came from,
 * campus and assignee copied from the enquiry; the enquiry moves to Applied when it was earlier; a
 * 'link' event on both. The parent who gave an e-mail gets the acknowledgment with the new reference,
 * as after /apply. Refused for a missing or merged enquiry.
 */
export function startApplication(
  svc: ServiceContext,
  input: StartApplicationFields,
  actor: string,
): { id: number; reference: string; enquiryId: number } {
  const { version: privacyVersion } = currentPrivacyNotice(svc);
  const acknowledgment = acknowledgmentContext(svc);
  let acknowledged = false;
  const created = write(svc.db, (tx) => {
    const enquiry = readFamilyRecord(tx, 'enquiry', input.enquiryId, ({ table }) => ({
      id: table.id,
      reference: table.reference,
      mergedInto: table.mergedInto,
      source: sourceColumns(table),
      assignedTo: table.assignedTo,
      campusId: table.campusId,
    }));
    if (!enquiry) throw new NotFoundError(REFUSED.missingEnquiry);
    if (enquiry.mergedInto !== null)
      throw new ConflictError(
        REFUSED.enquiryMerged(referenceOf(enquiry), referenceOfId(tx, 'enquiry', enquiry.mergedInto)),
      );
    const now = svc.now();
    const reference = takeReference(svc.db, tx, 'application', now, getSettings(svc));
    // The office starts it from the enquiry: the family's source, campus and assignee come along.
    const id = insertApplicationRow(tx, input, {
      reference,
      now,
      privacyVersion,
      ...enquiry.source,
      assignedTo: enquiry.assignedTo,
      campusId: enquiry.campusId,
      enquiryId: enquiry.id,
    });
    recordLinkEvents(
      tx,
      {
        applicationId: id,
        applicationReference: reference,
        enquiryId: enquiry.id,
        enquiryReference: referenceOf(enquiry),
      },
      actor,
      now,
      true,
      true,
    );
    advanceEnquiryToApplied(tx, enquiry.id, actor, now);
    acknowledged = queueAcknowledgment(svc, tx, acknowledgment, 'application', input.email, reference);
    return { id, reference, enquiryId: enquiry.id };
  });
  if (acknowledged) svc.mail.wake();
  recordAudit(svc, {
    action: 'create',
    actor,
    entity: 'applications',
    entityId: created.id,
    detail: `started from enquiry ${created.enquiryId}`,
  });
  return created;
}
