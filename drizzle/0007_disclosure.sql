CREATE TABLE `board_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campus_id` integer NOT NULL,
	`class_level` text NOT NULL,
	`year` integer NOT NULL,
	`registered` integer NOT NULL,
	`passed` integer NOT NULL,
	`remarks` text DEFAULT '' NOT NULL,
	`example` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campus_id`) REFERENCES `campuses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `board_results_year_idx` ON `board_results` (`campus_id`,`class_level`,`year`);--> statement-breakpoint
CREATE TABLE `campuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`pin_code` text NOT NULL,
	`affiliation_no` text NOT NULL,
	`school_code` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`sections` integer DEFAULT 0 NOT NULL,
	`campus_area` real DEFAULT 0 NOT NULL,
	`classrooms` integer DEFAULT 0 NOT NULL,
	`classroom_size` real DEFAULT 0 NOT NULL,
	`laboratories` integer DEFAULT 0 NOT NULL,
	`laboratory_size` real DEFAULT 0 NOT NULL,
	`internet` integer DEFAULT false NOT NULL,
	`girls_toilets` integer DEFAULT 0 NOT NULL,
	`boys_toilets` integer DEFAULT 0 NOT NULL,
	`inspection_video_url` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`example` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campuses_slug_unique` ON `campuses` (`slug`);--> statement-breakpoint
CREATE TABLE `disclosure_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campus_id` integer NOT NULL,
	`item` text NOT NULL,
	`academic_year` text DEFAULT '' NOT NULL,
	`not_applicable` integer DEFAULT false NOT NULL,
	`file` text,
	`file_name` text DEFAULT '' NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`issued_on` text,
	`valid_until` text,
	`example` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campus_id`) REFERENCES `campuses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `disclosure_documents_item_idx` ON `disclosure_documents` (`campus_id`,`item`,`academic_year`);--> statement-breakpoint
CREATE TABLE `transfer_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campus_id` integer NOT NULL,
	`tc_number` text NOT NULL,
	`student_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`issued_on` text NOT NULL,
	`class_left` text NOT NULL,
	`file` text,
	`file_name` text DEFAULT '' NOT NULL,
	`token` text NOT NULL,
	`example` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campus_id`) REFERENCES `campuses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transfer_certificates_token_unique` ON `transfer_certificates` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `transfer_certificates_number_idx` ON `transfer_certificates` (`campus_id`,`tc_number`);--> statement-breakpoint
CREATE INDEX `transfer_certificates_lookup_idx` ON `transfer_certificates` (`tc_number`,`date_of_birth`);--> statement-breakpoint
ALTER TABLE `staff` ADD `campus_id` integer REFERENCES campuses(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `designation` text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `subject` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `example` integer DEFAULT false NOT NULL;