CREATE TABLE "search_push" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engine" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_push_due_idx" ON "search_push" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_push_waiting_idx" ON "search_push" USING btree ("engine","url") WHERE status = 'pending';