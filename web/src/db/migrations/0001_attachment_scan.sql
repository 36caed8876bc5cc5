ALTER TABLE "attachments" ADD COLUMN "scan_status" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "scan_signature" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "scanned_at" timestamp with time zone;