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
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`create_time` integer NOT NULL,
	`expire_time` integer NOT NULL,
	`revoked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_member_idx` ON `sessions` (`member_id`);