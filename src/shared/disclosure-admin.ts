import { type DisclosureItemId, disclosureItem } from './disclosure';

// The dashboard's Disclosure section: the rules on a document's dates and the messages both sides
// show (the dialog before it sends a file, the service whatever sends it), and who may be marked not
// applicable.

export const VALID_UNTIL_REQUIRED_MESSAGE = 'Valid until is required for this certificate';
export const VALID_UNTIL_BEFORE_ISSUE_MESSAGE = 'Valid until cannot be before the date of issue';
export const NOT_APPLICABLE_REFUSED_MESSAGE = 'Only the NOC and the RTE recognition may be marked not applicable';
export const RESULT_YEAR_TAKEN_MESSAGE = 'Results for this year are already recorded';

/** The dates' rules the fields' schema alone cannot judge: a certificate's validity, and their order. */
export function documentDatesError(
  item: DisclosureItemId,
  issuedOn: string,
  validUntil: string,
): { field: 'validUntil'; message: string } | null {
  if (disclosureItem(item).validity && !validUntil)
    return { field: 'validUntil', message: VALID_UNTIL_REQUIRED_MESSAGE };
  if (issuedOn && validUntil && issuedOn > validUntil)
    return { field: 'validUntil', message: VALID_UNTIL_BEFORE_ISSUE_MESSAGE };
  return null;
}

/** Table B's items a school may not have (the NOC, the RTE recognition). */
export function mayBeNotApplicable(item: DisclosureItemId): boolean {
  const def = disclosureItem(item);
  return def.table === 'B' && def.optional;
}

/** Table C's items the public page links to the site's own page for, when they have no PDF. */
export const SITE_PAGE_FALLBACKS: Partial<Record<DisclosureItemId, string>> = {
  'fee-structure': "Without a PDF, the disclosure links to the site's own Fees page.",
  'academic-calendar': "Without a PDF, the disclosure links to the site's own Calendar.",
};
