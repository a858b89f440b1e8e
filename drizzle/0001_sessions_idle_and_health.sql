CREATE TABLE `health_checks` (
	`id` integer PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer DEFAULT 0 NOT NULL;