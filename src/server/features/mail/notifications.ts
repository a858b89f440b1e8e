import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import type { ApplicationFields } from '../../../shared/schemas/application';
import type { EnquiryFields } from '../../../shared/schemas/enquiry';
import type { OutgoingMail } from '../../platform/mail/outbox';

// What the school office receives for each new enquiry and application: the parent's details, a
// link to the item in the dashboard, and Reply-To the parent (docs/decisions/016-mail-outbox.md).

const lines = (rows: [string, string][]) =>
  rows
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `${k}: ${v.replace(/\s*\n\s*/g, ' ')}`)
    .join('\n');

/** A subject line never carries a line break, whatever a parent typed. */
const oneLine = (v: string) =>
  v
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 100);

export function enquiryNotification(siteUrl: string, recipients: string[], id: number, e: EnquiryFields): OutgoingMail {
  const name = `${e.firstName} ${e.lastName}`;
  return {
    kind: 'enquiry',
    recipients,
    subject: oneLine(`New enquiry from ${name}`),
    replyTo: e.email,
    text: `A parent sent an enquiry through the website.\n\n${lines([
      ['Name', name],
      ['Email', e.email],
      ['Mobile', e.mobile],
      ['State', e.state],
      ['City', e.city],
      ['School', e.school],
      ['Grade', e.grade],
      ['Address', e.address],
    ])}\n\nOpen it in the dashboard: ${siteUrl}/admin/contacts/${id}\n\nReply to this e-mail to answer the parent.\n`,
  };
}

export function applicationNotification(
  siteUrl: string,
  recipients: string[],
  id: number,
  a: Omit<ApplicationFields, 'agreeToTerms'>,
  reference: string,
): OutgoingMail {
  const classLabel = SCHOOL_CLASSES.find((c) => c.value === a.classApplying)?.label ?? a.classApplying;
  return {
    kind: 'application',
    recipients,
    subject: oneLine(`New application for ${a.studentName} (${classLabel}), reference ${reference}`),
    replyTo: a.email,
    text: `A parent applied online.\n\n${lines([
      ['Reference', reference],
      ['Student', a.studentName],
      ['Date of birth', a.dateOfBirth],
      ['Class', classLabel],
      ['Gender', a.gender],
      ["Father's name", a.fatherName],
      ["Mother's name", a.motherName],
      ['Contact number', a.contactNumber],
      ['Email', a.email],
      ['Address', a.address],
      ['Previous school', a.previousSchool ?? ''],
      ['Blood group', a.bloodGroup ?? ''],
    ])}\n\nOpen it in the dashboard: ${siteUrl}/admin/applications/${id}\n\nReply to this e-mail to answer the parent.\n`,
  };
}

export function testMail(recipients: string[], schoolName: string): OutgoingMail {
  return {
    kind: 'test',
    recipients,
    subject: oneLine(`Test e-mail from the ${schoolName} website`),
    text: 'This is a test e-mail sent from the dashboard (Settings). New enquiries and applications are sent to this address.\n',
  };
}
