CREATE TABLE "mail_retries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail" jsonb NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_retries_due_idx" ON "mail_retries" USING btree ("next_attempt_at");
