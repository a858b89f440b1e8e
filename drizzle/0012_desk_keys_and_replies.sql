CREATE TABLE `reply_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `admins` ADD `digest_sent_on` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `mobile_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `email_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `campus_id` integer REFERENCES campuses(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `reached_stage` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `admitted_at` integer;--> statement-breakpoint
CREATE INDEX `applications_mobile_key_idx` ON `applications` (`mobile_key`);--> statement-breakpoint
CREATE INDEX `applications_email_key_idx` ON `applications` (`email_key`);--> statement-breakpoint
CREATE INDEX `applications_reached_idx` ON `applications` (`created_at`,`reached_stage`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `mobile_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `email_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `campus_id` integer REFERENCES campuses(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `reached_stage` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `admitted_at` integer;--> statement-breakpoint
CREATE INDEX `enquiries_mobile_key_idx` ON `enquiries` (`mobile_key`);--> statement-breakpoint
CREATE INDEX `enquiries_email_key_idx` ON `enquiries` (`email_key`);--> statement-breakpoint
CREATE INDEX `enquiries_reached_idx` ON `enquiries` (`created_at`,`reached_stage`);--> statement-breakpoint
-- Backfill: the keys possible duplicates are found by (contactKeys in src/shared/admissions.ts: the
-- mobile's digits, last ten; the e-mail in lower case), the furthest stage from today's stage (a closed
-- application had at least applied), and when admitted rows were admitted (their last change).
UPDATE `enquiries` SET `mobile_key` = substr(replace(replace(replace(replace(replace(replace(`mobile`, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -10), `email_key` = lower(trim(`email`)), `reached_stage` = CASE stage WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'visit-scheduled' THEN 2 WHEN 'applied' THEN 3 WHEN 'assessment' THEN 4 WHEN 'offered' THEN 5 WHEN 'admitted' THEN 6 ELSE 0 END, `admitted_at` = CASE WHEN stage = 'admitted' THEN `updated_at` END;--> statement-breakpoint
UPDATE `applications` SET `mobile_key` = substr(replace(replace(replace(replace(replace(replace(`contact_number`, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -10), `email_key` = lower(trim(`email`)), `reached_stage` = CASE stage WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'visit-scheduled' THEN 2 WHEN 'applied' THEN 3 WHEN 'assessment' THEN 4 WHEN 'offered' THEN 5 WHEN 'admitted' THEN 6 ELSE 3 END, `admitted_at` = CASE WHEN stage = 'admitted' THEN `updated_at` END;
