-- Site search (docs/decisions/051-site-search.md): the searchable passages per language, their words in
-- an FTS5 index (written by hand: drizzle does not describe virtual tables), the searched words' daily
-- counts, and each notice PDF's text. SEARCH_INDEX_DDL in src/server/platform/search/index-table.ts is the same.
CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`item_id` text NOT NULL,
	`part` text DEFAULT '' NOT NULL,
	`lang` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`link` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_key_idx` ON `search_entries` (`source`,`item_id`,`part`,`lang`);--> statement-breakpoint
CREATE TABLE `search_words` (
	`day` text NOT NULL,
	`lang` text NOT NULL,
	`word` text NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_words_key_idx` ON `search_words` (`day`,`lang`,`word`);--> statement-breakpoint
ALTER TABLE `notice_attachments` ADD `text_status` text;--> statement-breakpoint
ALTER TABLE `notice_attachments` ADD `text` text;--> statement-breakpoint
CREATE INDEX `notice_attachments_text_status_idx` ON `notice_attachments` (`text_status`);--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(title, body, content='', contentless_delete=1, tokenize="porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");--> statement-breakpoint
UPDATE `notice_attachments` SET `text_status` = 'pending' WHERE `kind` = 'pdf';
