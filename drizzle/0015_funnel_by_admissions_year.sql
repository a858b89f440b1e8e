-- The funnel reads a year of enquiries and applications by their admissions year, a column SQLite computes
-- from created_at, on an index in the order the funnel counts: no sort of the year's records
-- (docs/decisions/042-funnel-by-admissions-year.md). It replaces the (created_at, reached_stage) indexes.
DROP INDEX `applications_reached_idx`;--> statement-breakpoint
ALTER TABLE `applications` ADD `admissions_year` integer GENERATED ALWAYS AS (cast(strftime('%Y', created_at / 1000 + 19800, 'unixepoch') as integer) - (cast(strftime('%m', created_at / 1000 + 19800, 'unixepoch') as integer) < 4)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `applications_funnel_idx` ON `applications` (`admissions_year`,`enquiry_id`,`merged_into`,`heard_from`,`utm_source`,`referrer_host`,`reached_stage`,`stage`,`class_applying`,`campus_id`,`admitted_at`,`created_at`);--> statement-breakpoint
DROP INDEX `enquiries_reached_idx`;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `admissions_year` integer GENERATED ALWAYS AS (cast(strftime('%Y', created_at / 1000 + 19800, 'unixepoch') as integer) - (cast(strftime('%m', created_at / 1000 + 19800, 'unixepoch') as integer) < 4)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `enquiries_funnel_idx` ON `enquiries` (`admissions_year`,`merged_into`,`heard_from`,`utm_source`,`referrer_host`,`reached_stage`,`stage`,`grade`,`campus_id`,`admitted_at`,`created_at`);