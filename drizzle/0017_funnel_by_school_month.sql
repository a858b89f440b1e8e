-- The funnel reads a year as the twelve school months from the month Settings starts the year in
-- (docs/decisions/044-one-academic-year.md): school_month replaces admissions_year (April to March),
-- first in the funnel indexes, so a year is one range of the index and its groups stay in index order.
DROP INDEX `applications_funnel_idx`;--> statement-breakpoint
ALTER TABLE `applications` ADD `school_month` integer GENERATED ALWAYS AS (cast(strftime('%Y', created_at / 1000 + 19800, 'unixepoch') as integer) * 12 + cast(strftime('%m', created_at / 1000 + 19800, 'unixepoch') as integer) - 1) VIRTUAL;--> statement-breakpoint
CREATE INDEX `applications_funnel_idx` ON `applications` (`school_month`,`enquiry_id`,`merged_into`,`heard_from`,`utm_source`,`referrer_host`,`reached_stage`,`stage`,`class_applying`,`campus_id`,`admitted_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `applications` DROP COLUMN `admissions_year`;--> statement-breakpoint
DROP INDEX `enquiries_funnel_idx`;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `school_month` integer GENERATED ALWAYS AS (cast(strftime('%Y', created_at / 1000 + 19800, 'unixepoch') as integer) * 12 + cast(strftime('%m', created_at / 1000 + 19800, 'unixepoch') as integer) - 1) VIRTUAL;--> statement-breakpoint
CREATE INDEX `enquiries_funnel_idx` ON `enquiries` (`school_month`,`merged_into`,`heard_from`,`utm_source`,`referrer_host`,`reached_stage`,`stage`,`grade`,`campus_id`,`admitted_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `enquiries` DROP COLUMN `admissions_year`;