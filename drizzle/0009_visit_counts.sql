CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`utm_source` text DEFAULT '' NOT NULL,
	`utm_medium` text DEFAULT '' NOT NULL,
	`utm_campaign` text DEFAULT '' NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visit_counts_key_idx` ON `visit_counts` (`day`,`path`,`referrer_host`,`utm_source`,`utm_medium`,`utm_campaign`);