-- Fees by UPI (docs/decisions/052-upi-fees.md): what families owe and pay, the receipt ledger and its
-- refunds, imported bank statements and the columns chosen per bank. The trigger at the end (by hand)
-- blanks the child's name and class on a receipt, and the bank's words about the payer on its statement
-- line, when a payment is erased with the family (the line's key stays: it is never imported again).
CREATE TABLE `bank_statements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`imported_at` integer NOT NULL,
	`imported_by` text DEFAULT '' NOT NULL,
	`bank` text DEFAULT '' NOT NULL,
	`line_count` integer NOT NULL,
	`repeated_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`reference` text NOT NULL,
	`purpose` text NOT NULL,
	`lines` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text DEFAULT 'due' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`token` text NOT NULL,
	`claim_utr` text,
	`claim_payer_name` text,
	`claimed_at` integer,
	`claim_flag` text,
	`not_found_message` text DEFAULT '' NOT NULL,
	`received_at` integer,
	`received_paise` integer,
	`mode` text,
	`mode_reference` text,
	`payer_name` text,
	`payer_vpa` text,
	`received_by` text,
	`receipt_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_application_purpose_idx` ON `payments` (`application_id`,`purpose`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_token_idx` ON `payments` (`token`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_claim_utr_idx` ON `payments` (`claim_utr`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_received_utr_idx` ON `payments` (`mode_reference`) WHERE mode = 'upi';--> statement-breakpoint
CREATE INDEX `payments_reference_idx` ON `payments` (`reference`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`financial_year` text NOT NULL,
	`seq` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`payment_id` integer,
	`reference` text NOT NULL,
	`student_name` text NOT NULL,
	`class_name` text NOT NULL,
	`payer_name` text DEFAULT '' NOT NULL,
	`lines` text NOT NULL,
	`total_paise` integer NOT NULL,
	`mode` text NOT NULL,
	`mode_reference` text DEFAULT '' NOT NULL,
	`issued_by` text DEFAULT '' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_idx` ON `receipts` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_year_seq_idx` ON `receipts` (`financial_year`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_payment_idx` ON `receipts` (`payment_id`);--> statement-breakpoint
CREATE INDEX `receipts_issued_idx` ON `receipts` (`issued_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`receipt_id` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`refunded_on` text NOT NULL,
	`utr` text DEFAULT '' NOT NULL,
	`reason` text NOT NULL,
	`recorded_by` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`receipt_id`) REFERENCES `receipts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refunds_receipt_idx` ON `refunds` (`receipt_id`);--> statement-breakpoint
CREATE TABLE `statement_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`statement_id` integer NOT NULL,
	`row` integer NOT NULL,
	`txn_date` text NOT NULL,
	`narration` text NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`utr` text,
	`amount_paise` integer NOT NULL,
	`payer_name` text,
	`payer_vpa` text,
	`line_key` text NOT NULL,
	`outcome` text NOT NULL,
	`payment_id` integer,
	FOREIGN KEY (`statement_id`) REFERENCES `bank_statements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_lines_key_idx` ON `statement_lines` (`line_key`);--> statement-breakpoint
CREATE INDEX `statement_lines_outcome_idx` ON `statement_lines` (`outcome`,`statement_id`);--> statement-breakpoint
CREATE INDEX `statement_lines_payment_idx` ON `statement_lines` (`payment_id`);--> statement-breakpoint
CREATE TABLE `statement_mappings` (
	`header_signature` text PRIMARY KEY NOT NULL,
	`mapping` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attach_for` text;
--> statement-breakpoint
CREATE TRIGGER `payments_erase_receipt_child` BEFORE DELETE ON `payments` BEGIN UPDATE `receipts` SET `student_name` = '', `class_name` = '' WHERE `payment_id` = old.`id`; UPDATE `statement_lines` SET `narration` = '', `payer_name` = NULL, `payer_vpa` = NULL WHERE `payment_id` = old.`id`; END;
