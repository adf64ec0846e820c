ALTER TABLE "subscriptions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "welcome_user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_welcome_user_id_users_id_fk" FOREIGN KEY ("welcome_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_idx" ON "subscriptions" USING btree ("token_hash");