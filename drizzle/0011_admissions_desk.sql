CREATE TABLE `desk_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`actor` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`note` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `desk_events_record_idx` ON `desk_events` (`kind`,`record_id`,`at`);--> statement-breakpoint
CREATE TABLE `reference_sequences` (
	`kind` text NOT NULL,
	`year` integer NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reference_sequences_key_idx` ON `reference_sequences` (`kind`,`year`);--> statement-breakpoint
ALTER TABLE `applications` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `utm_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `utm_medium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `utm_campaign` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `referrer_host` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `landing_path` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `heard_from` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `assigned_to` integer REFERENCES admins(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `follow_up_at` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `follow_up_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `merged_into` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `enquiry_id` integer REFERENCES enquiries(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_reference_idx` ON `applications` (`reference`);--> statement-breakpoint
CREATE INDEX `applications_stage_idx` ON `applications` (`stage`);--> statement-breakpoint
CREATE INDEX `applications_queue_idx` ON `applications` (`assigned_to`,`follow_up_at`);--> statement-breakpoint
CREATE INDEX `applications_follow_up_idx` ON `applications` (`follow_up_at`);--> statement-breakpoint
CREATE INDEX `applications_enquiry_idx` ON `applications` (`enquiry_id`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `utm_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `utm_medium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `utm_campaign` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `referrer_host` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `landing_path` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `heard_from` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `assigned_to` integer REFERENCES admins(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `follow_up_at` integer;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `follow_up_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `merged_into` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_reference_idx` ON `enquiries` (`reference`);--> statement-breakpoint
CREATE INDEX `enquiries_stage_idx` ON `enquiries` (`stage`);--> statement-breakpoint
CREATE INDEX `enquiries_queue_idx` ON `enquiries` (`assigned_to`,`follow_up_at`);--> statement-breakpoint
CREATE INDEX `enquiries_follow_up_idx` ON `enquiries` (`follow_up_at`);--> statement-breakpoint
UPDATE `enquiries` SET `stage` = CASE `status` WHEN 'in-progress' THEN 'contacted' WHEN 'resolved' THEN 'not-interested' ELSE 'new' END;--> statement-breakpoint
UPDATE `applications` SET `stage` = CASE `status` WHEN 'in-review' THEN 'assessment' WHEN 'accepted' THEN 'admitted' WHEN 'declined' THEN 'not-admitted' ELSE 'applied' END;--> statement-breakpoint
UPDATE `enquiries` SET `reference` = (SELECT 'ENQ-' || r.`year` || '-' || printf('%05d', r.`n`) FROM (SELECT `id`, strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') AS `year`, row_number() OVER (PARTITION BY strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') ORDER BY `created_at`, `id`) AS `n` FROM `enquiries`) r WHERE r.`id` = `enquiries`.`id`);--> statement-breakpoint
UPDATE `applications` SET `reference` = (SELECT 'APP-' || r.`year` || '-' || printf('%05d', r.`n`) FROM (SELECT `id`, strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') AS `year`, row_number() OVER (PARTITION BY strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') ORDER BY `created_at`, `id`) AS `n` FROM `applications`) r WHERE r.`id` = `applications`.`id`);--> statement-breakpoint
INSERT INTO `reference_sequences` (`kind`, `year`, `last`) SELECT 'ENQ', CAST(strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') AS integer), count(*) FROM `enquiries` GROUP BY 2;--> statement-breakpoint
INSERT INTO `reference_sequences` (`kind`, `year`, `last`) SELECT 'APP', CAST(strftime('%Y', `created_at` / 1000 + 19800, 'unixepoch') AS integer), count(*) FROM `applications` GROUP BY 2;--> statement-breakpoint
CREATE TRIGGER `enquiries_desk_events_delete` AFTER DELETE ON `enquiries` BEGIN DELETE FROM `desk_events` WHERE `kind` = 'enquiry' AND `record_id` = old.`id`; END;--> statement-breakpoint
CREATE TRIGGER `applications_desk_events_delete` AFTER DELETE ON `applications` BEGIN DELETE FROM `desk_events` WHERE `kind` = 'application' AND `record_id` = old.`id`; END;
