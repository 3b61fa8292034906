CREATE TABLE `captchas` (
	`ticket` text PRIMARY KEY NOT NULL,
	`answer` text NOT NULL,
	`expire_time` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`to_address` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`link` text NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_member_idx` ON `mail_outbox` (`member_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`activated` integer DEFAULT false NOT NULL,
	`credited` integer DEFAULT false NOT NULL,
	`blocked` integer DEFAULT false NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`gender` text,
	`birthday` text,
	`mobile_prefix` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`state_code` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`postal_code` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`receive_exclusive` integer DEFAULT true NOT NULL,
	`member_type` integer DEFAULT 0 NOT NULL,
	`invitation_code` text NOT NULL,
	`invitor_id` integer,
	`child_count` integer DEFAULT 0 NOT NULL,
	`treasure_index` integer DEFAULT 0 NOT NULL,
	`vip_points` integer DEFAULT 0 NOT NULL,
	`vip_lifetime_points` integer DEFAULT 0 NOT NULL,
	`vip_level` integer DEFAULT 1 NOT NULL,
	`cash_balance` integer DEFAULT 0 NOT NULL,
	`bonus_balance` integer DEFAULT 0 NOT NULL,
	`play_balance` integer DEFAULT 100000 NOT NULL,
	`rolling_amount` integer DEFAULT 0 NOT NULL,
	`real_wagered` integer DEFAULT 0 NOT NULL,
	`idcard_proof_id` integer,
	`idcard_hold_proof_id` integer,
	`address_proof_id` integer,
	`payment_proof_id` integer,
	`create_time` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_username_unique` ON `members` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `members_invitation_code_unique` ON `members` (`invitation_code`);--> statement-breakpoint
CREATE TABLE `one_time_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`create_time` integer NOT NULL,
	`expire_time` integer NOT NULL,
	`used_time` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_codes_hash_unique` ON `one_time_codes` (`code_hash`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`create_time` integer NOT NULL,
	`expire_time` integer NOT NULL,
	`revoked` integer DEFAULT false NOT NULL,
	`play_start` integer,
	`replaced_time` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_member_idx` ON `sessions` (`member_id`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`background_color` text NOT NULL,
	`font_color` text NOT NULL,
	`padding` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image` integer NOT NULL,
	`mobile_image` integer NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`link` text DEFAULT '' NOT NULL,
	`type` integer DEFAULT 0 NOT NULL,
	`game_id` integer,
	`sort_index` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `countries` (
	`iso_code2` text PRIMARY KEY NOT NULL,
	`en_name` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`tel_num` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `currencies` (
	`code` text PRIMARY KEY NOT NULL,
	`symbol` text NOT NULL,
	`exchange_rate` real NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invite_configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_count` integer NOT NULL,
	`bonus_amount` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invite_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`invite_config_id` integer NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invite_config_id`) REFERENCES `invite_configs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invite_redemptions_unique` ON `invite_redemptions` (`member_id`,`invite_config_id`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`message` text NOT NULL,
	`type` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_member_idx` ON `news` (`member_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`button_text` text NOT NULL,
	`action` text NOT NULL,
	`game_id` integer,
	`bg_img` integer NOT NULL,
	`mobile_bg_img` integer NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `states` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`iso_code2` text NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`iso_code2`) REFERENCES `countries`(`iso_code2`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `states_country_code_unique` ON `states` (`iso_code2`,`code`);--> statement-breakpoint
CREATE TABLE `vip_levels` (
	`level` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`points` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `deposit_configs` (
	`currency` text PRIMARY KEY NOT NULL,
	`minimum_amount` integer NOT NULL,
	`payment_amounts` text NOT NULL,
	`payment_allow_manual_input` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `deposit_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`icon` integer NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`visibility` integer DEFAULT 0 NOT NULL,
	`sort_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_methods_code_unique` ON `deposit_methods` (`code`);--> statement-breakpoint
CREATE TABLE `deposit_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`method_code` text NOT NULL,
	`flow` text NOT NULL,
	`external_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`planned_outcome` text NOT NULL,
	`plan_source` text NOT NULL,
	`failure_message` text DEFAULT '' NOT NULL,
	`resolve_at` integer,
	`resolve_after_polls` integer,
	`polls` integer DEFAULT 0 NOT NULL,
	`card_last4` text,
	`coin` text,
	`coin_amount` text,
	`address` text,
	`charge_json` text,
	`secret` text,
	`qr_file_id` integer,
	`app_origin` text DEFAULT '' NOT NULL,
	`create_time` integer NOT NULL,
	`update_time` integer NOT NULL,
	`finish_time` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_orders_external_unique` ON `deposit_orders` (`external_id`);--> statement-breakpoint
CREATE INDEX `deposit_orders_member_idx` ON `deposit_orders` (`member_id`,`status`);--> statement-breakpoint
CREATE INDEX `deposit_orders_status_idx` ON `deposit_orders` (`status`);--> statement-breakpoint
CREATE TABLE `game_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`game_id` integer NOT NULL,
	`mode` text NOT NULL,
	`bet` integer NOT NULL,
	`win` integer NOT NULL,
	`outcome` text DEFAULT '{}' NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `game_rounds_member_idx` ON `game_rounds` (`member_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `game_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`member_id` integer,
	`game_id` integer NOT NULL,
	`mode` text NOT NULL,
	`channel` text NOT NULL,
	`play_balance` integer,
	`active_round_id` integer,
	`create_time` integer NOT NULL,
	`expire_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_sessions_token_hash_unique` ON `game_sessions` (`token_hash`);--> statement-breakpoint
CREATE TABLE `game_vendors` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`domain` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`vendor` text NOT NULL,
	`cover` integer NOT NULL,
	`category` text NOT NULL,
	`engine` text NOT NULL,
	`rtp` real NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`play_for_fun` integer DEFAULT 0 NOT NULL,
	`total_play_count` integer DEFAULT 0 NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`vendor`) REFERENCES `game_vendors`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `games_category_idx` ON `games` (`category`);--> statement-breakpoint
CREATE INDEX `games_play_count_idx` ON `games` (`total_play_count`);--> statement-breakpoint
CREATE TABLE `latest_wins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`player_name` text NOT NULL,
	`amount` integer NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `latest_wins_time_idx` ON `latest_wins` (`create_time`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`type` text NOT NULL,
	`amount` integer NOT NULL,
	`cash_delta` integer NOT NULL,
	`bonus_delta` integer NOT NULL,
	`balance_before` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`reference` text,
	`note` text DEFAULT '' NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_member_idx` ON `ledger_entries` (`member_id`,`create_time`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_reference_unique` ON `ledger_entries` (`reference`);--> statement-breakpoint
CREATE TABLE `member_protection` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`reality_check_minutes` integer DEFAULT 0 NOT NULL,
	`reality_check_ack_time` integer,
	`block_kind` text,
	`block_period` text,
	`block_start_time` integer,
	`block_end_time` integer,
	`update_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `player_limits` (
	`member_id` integer NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer NOT NULL,
	`pending_amount` integer,
	`pending_effective_time` integer,
	`update_time` integer NOT NULL,
	PRIMARY KEY(`member_id`, `kind`, `period`),
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`mime_type` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`sha256` text NOT NULL,
	`bytes` blob NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `files_member_idx` ON `files` (`member_id`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tracking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`event` text NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	`create_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tracking_events_event_idx` ON `tracking_events` (`event`);--> statement-breakpoint
CREATE TABLE `bonus_job_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`mark_key` text NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bonus_job_marks_unique` ON `bonus_job_marks` (`job`,`mark_key`);--> statement-breakpoint
CREATE TABLE `cashout_payment_methods` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`sort_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `member_documents` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`idcard_proof_ids` text NOT NULL,
	`idcard_hold_proof_ids` text NOT NULL,
	`address_proof_ids` text NOT NULL,
	`payment_proof_ids` text NOT NULL,
	`status` integer NOT NULL,
	`submit_time` integer NOT NULL,
	`review_due_time` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `vip_store_packages` (
	`id` integer PRIMARY KEY NOT NULL,
	`level` integer NOT NULL,
	`points` integer NOT NULL,
	`bonus` integer NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`payment_method` text NOT NULL,
	`payout_details` text DEFAULT '{}' NOT NULL,
	`idcard_proof_ids` text NOT NULL,
	`idcard_hold_proof_ids` text DEFAULT '' NOT NULL,
	`address_proof_ids` text DEFAULT '' NOT NULL,
	`payment_proof_ids` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`fate` text NOT NULL,
	`step_ms` integer NOT NULL,
	`next_step_time` integer,
	`create_time` integer NOT NULL,
	`update_time` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `withdrawals_member_idx` ON `withdrawals` (`member_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `withdrawals_next_step_idx` ON `withdrawals` (`next_step_time`);