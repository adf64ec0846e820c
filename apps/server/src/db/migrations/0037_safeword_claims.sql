ALTER TABLE "users" ADD COLUMN "safeword_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "safeword_pending_at" timestamp with time zone;