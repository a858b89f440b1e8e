-- Four languages (docs/decisions/050-four-languages.md): the translations of the texts the office writes,
-- and the language each enquiry and application was sent in (its acknowledgment's and replies').
CREATE TABLE `translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`item_id` integer NOT NULL,
	`lang` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`source` text NOT NULL,
	`seeded` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_key` ON `translations` (`subject`,`lang`,`item_id`,`field`);--> statement-breakpoint
ALTER TABLE `applications` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `language` text DEFAULT 'en' NOT NULL;