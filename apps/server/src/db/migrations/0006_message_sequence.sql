-- One global message order (issue 10 §6): a database sequence replaces per-node timestamps as the
-- order and the catch-up cursor. Existing messages are numbered in their old order first.
ALTER TABLE "messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "messages" SET "seq" = "ordered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "messages") AS "ordered" WHERE "messages"."id" = "ordered"."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq");--> statement-breakpoint
SELECT setval('messages_seq_seq', coalesce(max("seq"), 0) + 1, false) FROM "messages";--> statement-breakpoint
CREATE INDEX "messages_room_seq_idx" ON "messages" USING btree ("room_slug","seq");
