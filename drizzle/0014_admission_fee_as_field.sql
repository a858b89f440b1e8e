-- The sentences the site first shipped with that state the admission form fee (two FAQ answers, the
-- "Admission Process" information tile, each year's fee structure note) name the fee head instead,
-- as the field {admissionFee}, so a fee changed in Fees reaches them (docs/decisions/038-pages-as-data.md).
-- Only the texts exactly as seeded: a sentence the office has rewritten is the office's.
UPDATE `faqs` SET `answer` = 'Obtain the admission form from the school office and submit it complete, with the documents and the {admissionFee} form fee. Your child then sits an entrance exam, and an offer is made based on the exam results, past performance and seat availability.'
  WHERE `answer` = 'Obtain the admission form from the school office and submit it complete, with the documents and the ₹2,000 form fee. Your child then sits an entrance exam, and an offer is made based on the exam results, past performance and seat availability.';
--> statement-breakpoint
UPDATE `faqs` SET `answer` = 'The admission form fee is {admissionFee} and it is non-refundable.'
  WHERE `answer` = 'The admission form fee is ₹2,000 and it is non-refundable.';
--> statement-breakpoint
UPDATE `announcements` SET `description` = 'Collect the form from the school office, submit it with documents and the {admissionFee} form fee, sit the entrance exam and receive your offer.'
  WHERE `description` = 'Collect the form from the school office, submit it with documents and the ₹2,000 form fee, sit the entrance exam and receive your offer.';
--> statement-breakpoint
UPDATE `fee_structures` SET `note` = 'The admission form fee of {admissionFee} is non-refundable and payable one time only. The annual tuition fee is paid in full at admission in June; there are no installments.'
  WHERE `note` = 'The admission form fee of ₹2,000 is non-refundable and payable one time only. The annual tuition fee is paid in full at admission in June; there are no installments.';
