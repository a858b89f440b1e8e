-- Careers (docs/decisions/053-careers.md): the vacancies the office publishes, the applications teachers
-- send with their CV (its file under DATA_DIR/media/cv), each application's timeline on the shortlist,
-- and the recruitment's own reply templates.
CREATE TABLE `candidate_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`candidate_id` integer NOT NULL,
	`at` integer NOT NULL,
	`actor` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_events_candidate_idx` ON `candidate_events` (`candidate_id`,`at`);--> statement-breakpoint
CREATE TABLE `candidate_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `candidates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`vacancy_id` integer,
	`vacancy_title` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`phone_key` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`qualification` text NOT NULL,
	`teacher_training` text DEFAULT 'none' NOT NULL,
	`tet` text DEFAULT 'none' NOT NULL,
	`tet_paper` text DEFAULT '' NOT NULL,
	`tet_year` integer,
	`experience_years` integer DEFAULT 0 NOT NULL,
	`current_school` text DEFAULT '' NOT NULL,
	`boards` text DEFAULT '' NOT NULL,
	`cover_note` text DEFAULT '' NOT NULL,
	`cv_file` text DEFAULT '' NOT NULL,
	`cv_bytes` integer DEFAULT 0 NOT NULL,
	`privacy_version` integer,
	`consent_at` integer NOT NULL,
	`keep_for_future` integer DEFAULT false NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`stage` text DEFAULT 'received' NOT NULL,
	`stage_at` integer,
	`duplicate_of` integer,
	`appointed_at` integer,
	`exported_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_reference_idx` ON `candidates` (`reference`);--> statement-breakpoint
CREATE INDEX `candidates_vacancy_idx` ON `candidates` (`vacancy_id`,`stage`);--> statement-breakpoint
CREATE INDEX `candidates_created_idx` ON `candidates` (`created_at`);--> statement-breakpoint
CREATE INDEX `candidates_phone_key_idx` ON `candidates` (`phone_key`);--> statement-breakpoint
CREATE INDEX `candidates_email_key_idx` ON `candidates` (`email_key`);--> statement-breakpoint
CREATE TABLE `vacancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`post_level` text NOT NULL,
	`subjects` text DEFAULT '' NOT NULL,
	`classes` text DEFAULT '' NOT NULL,
	`campus_id` integer,
	`qualifications` text DEFAULT '' NOT NULL,
	`tet_required` text DEFAULT 'none' NOT NULL,
	`experience` text DEFAULT '' NOT NULL,
	`employment_type` text NOT NULL,
	`salary_min` integer,
	`salary_max` integer,
	`posted_on` text NOT NULL,
	`closing_date` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campus_id`) REFERENCES `campuses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vacancies_slug_idx` ON `vacancies` (`slug`);--> statement-breakpoint
CREATE INDEX `vacancies_status_idx` ON `vacancies` (`status`,`closing_date`);