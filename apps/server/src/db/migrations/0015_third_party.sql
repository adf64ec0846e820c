CREATE TABLE "third_party_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" smallint NOT NULL,
	"currency" text NOT NULL,
	"fiat_amount" numeric(20, 2) NOT NULL,
	"usdt" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"return_url" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "third_party_payments" ADD CONSTRAINT "third_party_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_payments_order_no_idx" ON "third_party_payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_payments_reference_idx" ON "third_party_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "third_party_payments_user_idx" ON "third_party_payments" USING btree ("user_id","created_at" DESC NULLS LAST);