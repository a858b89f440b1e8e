CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`title` text NOT NULL,
	`start_date` text NOT NULL,
	`start_time` text,
	`end_date` text NOT NULL,
	`end_time` text,
	`all_day` integer DEFAULT true NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`recurrence` text DEFAULT 'none' NOT NULL,
	`repeat_until` text,
	`draft` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_uid_unique` ON `events` (`uid`);--> statement-breakpoint
CREATE INDEX `events_start_idx` ON `events` (`start_date`);--> statement-breakpoint
CREATE INDEX `events_category_idx` ON `events` (`category`);--> statement-breakpoint
CREATE TABLE `notice_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`file` text NOT NULL,
	`name` text NOT NULL,
	`bytes` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notice_attachments_notice_idx` ON `notice_attachments` (`notice_id`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`draft` integer DEFAULT false NOT NULL,
	`publish_at` integer,
	`expire_at` integer,
	`first_published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notices_slug_unique` ON `notices` (`slug`);--> statement-breakpoint
CREATE INDEX `notices_publish_idx` ON `notices` (`publish_at`);--> statement-breakpoint
CREATE INDEX `notices_category_idx` ON `notices` (`category`);--> statement-breakpoint
ALTER TABLE `announcements` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `announcements` ADD `expire_at` integer;--> statement-breakpoint
ALTER TABLE `highlights` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `highlights` ADD `expire_at` integer;