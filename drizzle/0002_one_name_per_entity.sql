ALTER TABLE `gallery` RENAME TO `artworks`;--> statement-breakpoint
ALTER TABLE `contacts` RENAME TO `enquiries`;--> statement-breakpoint
ALTER TABLE `slides` RENAME TO `highlights`;--> statement-breakpoint
DROP INDEX `gallery_created_idx`;--> statement-breakpoint
CREATE INDEX `artworks_created_idx` ON `artworks` (`created_at`);--> statement-breakpoint
DROP INDEX `contacts_created_idx`;--> statement-breakpoint
DROP INDEX `contacts_status_idx`;--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_status_idx` ON `enquiries` (`status`);--> statement-breakpoint
DROP INDEX `slides_created_idx`;--> statement-breakpoint
CREATE INDEX `highlights_created_idx` ON `highlights` (`created_at`);