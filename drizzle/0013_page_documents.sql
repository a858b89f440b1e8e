CREATE TABLE `page_documents` (
	`page` text PRIMARY KEY NOT NULL,
	`published` text NOT NULL,
	`version` integer NOT NULL,
	`published_at` integer NOT NULL,
	`published_by` text NOT NULL,
	`draft` text,
	`draft_revision` integer DEFAULT 0 NOT NULL,
	`draft_saved_at` integer,
	`draft_saved_by` text
);
--> statement-breakpoint
CREATE TABLE `page_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page` text NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`published_at` integer NOT NULL,
	`published_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_versions_page_version` ON `page_versions` (`page`,`version`);