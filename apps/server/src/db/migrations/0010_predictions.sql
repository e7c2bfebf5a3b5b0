CREATE TABLE "prediction_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"season" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"total_line" real,
	"home_score" integer,
	"away_score" integer,
	"winner_outcome" text,
	"total_outcome" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prediction_picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"choice" text NOT NULL,
	"correct" boolean,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_picks_question_check" CHECK ("prediction_picks"."question" in ('winner', 'total'))
);
--> statement-breakpoint
ALTER TABLE "prediction_picks" ADD CONSTRAINT "prediction_picks_game_id_prediction_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."prediction_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_picks" ADD CONSTRAINT "prediction_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_games_unsettled_idx" ON "prediction_games" USING btree ("start_time") WHERE "prediction_games"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "prediction_games_league_season_idx" ON "prediction_games" USING btree ("league","season");--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_picks_one_per_question_idx" ON "prediction_picks" USING btree ("game_id","user_id","question");--> statement-breakpoint
CREATE INDEX "prediction_picks_user_idx" ON "prediction_picks" USING btree ("user_id");
