ALTER TABLE `mail_outbox` ADD `link_for` text;--> statement-breakpoint
-- An invitation or password reset still waiting in the outbox holds its working link in its text
-- (docs/decisions/046-no-live-link-at-rest.md). That link stops working (its token's hash becomes one
-- no token has), and the mail waits for the link the sender makes at delivery: its link line becomes
-- the placeholder and the mail names the invitation or reset it is for. A mail whose invitation or
-- reset is no longer live is not sent.
UPDATE `staff_tokens` SET `token_hash` = lower(hex(randomblob(32)))
  WHERE `used_at` IS NULL AND `revoked_at` IS NULL AND `email` IN (
    SELECT json_extract(`recipients`, '$[0]') FROM `mail_outbox`
    WHERE `kind` = 'staff' AND `status` <> 'sent'
      AND (instr(`text_body`, '/admin/invitation/') > 0 OR instr(`text_body`, '/admin/reset-password/') > 0));
--> statement-breakpoint
UPDATE `mail_outbox` SET
  `link_for` = 'invitation:' || (
    SELECT `id` FROM `staff_tokens` t WHERE t.`kind` = 'invitation' AND t.`used_at` IS NULL AND t.`revoked_at` IS NULL
      AND t.`email` = json_extract(`mail_outbox`.`recipients`, '$[0]') ORDER BY t.`id` DESC LIMIT 1),
  `text_body` = substr(`text_body`, 1, instr(`text_body`, ':' || char(10) || 'http')) || char(10) || '{link}'
    || substr(`text_body`, instr(`text_body`, '/admin/invitation/') + 18 + 43)
  WHERE `kind` = 'staff' AND `status` <> 'sent' AND instr(`text_body`, '/admin/invitation/') > 0
    AND instr(`text_body`, ':' || char(10) || 'http') > 0
    AND EXISTS (SELECT 1 FROM `staff_tokens` t WHERE t.`kind` = 'invitation' AND t.`used_at` IS NULL
      AND t.`revoked_at` IS NULL AND t.`email` = json_extract(`mail_outbox`.`recipients`, '$[0]'));
--> statement-breakpoint
UPDATE `mail_outbox` SET
  `link_for` = 'reset:' || (
    SELECT `id` FROM `staff_tokens` t WHERE t.`kind` = 'reset' AND t.`used_at` IS NULL AND t.`revoked_at` IS NULL
      AND t.`email` = json_extract(`mail_outbox`.`recipients`, '$[0]') ORDER BY t.`id` DESC LIMIT 1),
  `text_body` = substr(`text_body`, 1, instr(`text_body`, ':' || char(10) || 'http')) || char(10) || '{link}'
    || substr(`text_body`, instr(`text_body`, '/admin/reset-password/') + 22 + 43)
  WHERE `kind` = 'staff' AND `status` <> 'sent' AND instr(`text_body`, '/admin/reset-password/') > 0
    AND instr(`text_body`, ':' || char(10) || 'http') > 0
    AND EXISTS (SELECT 1 FROM `staff_tokens` t WHERE t.`kind` = 'reset' AND t.`used_at` IS NULL
      AND t.`revoked_at` IS NULL AND t.`email` = json_extract(`mail_outbox`.`recipients`, '$[0]'));
--> statement-breakpoint
DELETE FROM `mail_outbox`
  WHERE `kind` = 'staff' AND `status` <> 'sent' AND `link_for` IS NULL
    AND (instr(`text_body`, '/admin/invitation/') > 0 OR instr(`text_body`, '/admin/reset-password/') > 0);
