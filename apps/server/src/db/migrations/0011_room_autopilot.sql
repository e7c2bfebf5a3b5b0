ALTER TABLE "room_settings" ADD COLUMN "slow_mode_source" text DEFAULT 'moderator' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_settings" ADD COLUMN "locks_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_settings" ADD CONSTRAINT "room_settings_slow_mode_source_check" CHECK ("room_settings"."slow_mode_source" in ('auto', 'moderator'));
