CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`entity` text DEFAULT '' NOT NULL,
	`entity_id` text DEFAULT '' NOT NULL,
	`client_ip` text DEFAULT '' NOT NULL,
	`outcome` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `privacy_notices` (
	`version` integer PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `achievements` ADD `photo_consent` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `privacy_version` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `consent_at` integer;--> statement-breakpoint
ALTER TABLE `artworks` ADD `photo_consent` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `privacy_version` integer;--> statement-breakpoint
ALTER TABLE `highlights` ADD `photo_consent` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `journeys` ADD `photo_consent` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TRIGGER `audit_log_append_only` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
