CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."custom_team_member_status" AS ENUM('active', 'muted', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."custom_team_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TYPE "public"."custom_team_join_request_status" AS ENUM('pending', 'approved', 'denied');--> statement-breakpoint
CREATE TABLE "custom_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"opponent_team_id" uuid,
	"opponent" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"team_score" integer,
	"opponent_score" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"allow_spectators" boolean DEFAULT true NOT NULL,
	"max_participants" integer DEFAULT 100 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_team_follows" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_team_follows_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "custom_team_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "custom_team_join_request_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"response_message" text,
	"handled_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "custom_team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "custom_team_role" DEFAULT 'member' NOT NULL,
	"status" "custom_team_member_status" DEFAULT 'active' NOT NULL,
	"muted_until" timestamp with time zone,
	"action_reason" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "custom_team_word_replacements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"original_word" text NOT NULL,
	"replacement_word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"sport" text NOT NULL,
	"skill_level" text,
	"age_range" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"allow_join_requests" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_games" ADD CONSTRAINT "custom_games_team_id_custom_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."custom_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_games" ADD CONSTRAINT "custom_games_opponent_team_id_custom_teams_id_fk" FOREIGN KEY ("opponent_team_id") REFERENCES "public"."custom_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_games" ADD CONSTRAINT "custom_games_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_follows" ADD CONSTRAINT "custom_team_follows_team_id_custom_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."custom_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_follows" ADD CONSTRAINT "custom_team_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_join_requests" ADD CONSTRAINT "custom_team_join_requests_team_id_custom_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."custom_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_join_requests" ADD CONSTRAINT "custom_team_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_join_requests" ADD CONSTRAINT "custom_team_join_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_members" ADD CONSTRAINT "custom_team_members_team_id_custom_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."custom_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_members" ADD CONSTRAINT "custom_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_word_replacements" ADD CONSTRAINT "custom_team_word_replacements_team_id_custom_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."custom_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_teams" ADD CONSTRAINT "custom_teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_games_team_idx" ON "custom_games" USING btree ("team_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "custom_games_opponent_team_idx" ON "custom_games" USING btree ("opponent_team_id");--> statement-breakpoint
CREATE INDEX "custom_team_follows_user_idx" ON "custom_team_follows" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_team_join_requests_pending_idx" ON "custom_team_join_requests" USING btree ("team_id","user_id") WHERE "custom_team_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "custom_team_join_requests_team_idx" ON "custom_team_join_requests" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "custom_team_members_user_idx" ON "custom_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_team_word_replacements_word_idx" ON "custom_team_word_replacements" USING btree ("team_id",lower("original_word"));--> statement-breakpoint
CREATE INDEX "custom_teams_owner_idx" ON "custom_teams" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "custom_teams_created_idx" ON "custom_teams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "custom_teams_search_trgm_idx" ON "custom_teams" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_teams_tags_idx" ON "custom_teams" USING gin ("tags");