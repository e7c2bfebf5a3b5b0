CREATE TYPE "public"."follow_type" AS ENUM('league', 'conference');--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"follow_type" "follow_type" NOT NULL,
	"league" text NOT NULL,
	"conference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_conferences" (
	"league" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"divisions" jsonb NOT NULL,
	CONSTRAINT "sports_conferences_league_id_pk" PRIMARY KEY("league","id")
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" text PRIMARY KEY NOT NULL,
	"espn_id" text NOT NULL,
	"league" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"colors" jsonb NOT NULL,
	"conference_id" text NOT NULL,
	"division_id" text,
	"conference_division" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_follows" (
	"user_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_follows_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "game_moment" jsonb;--> statement-breakpoint
ALTER TABLE "league_follows" ADD CONSTRAINT "league_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_team_id_sports_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_league_start_idx" ON "games" USING btree ("league","start_time");--> statement-breakpoint
CREATE INDEX "games_state_start_idx" ON "games" USING btree ("state","start_time");--> statement-breakpoint
CREATE INDEX "games_home_idx" ON "games" USING btree ("home_team_id","start_time");--> statement-breakpoint
CREATE INDEX "games_away_idx" ON "games" USING btree ("away_team_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "league_follows_unique_idx" ON "league_follows" USING btree ("user_id","league",coalesce("conference", ''));--> statement-breakpoint
CREATE INDEX "sports_teams_league_idx" ON "sports_teams" USING btree ("league","conference_id");