CREATE TABLE "coin_rates" (
	"coin" text PRIMARY KEY NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_rates_positive" CHECK ("coin_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"min_amount" numeric(30, 10) NOT NULL,
	"max_amount" numeric(30, 10) NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_bounds" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"coin" text NOT NULL,
	"network" text,
	"channel_address" text,
	"from_address" text,
	"tx_hash" text,
	"volume" numeric(30, 10) NOT NULL,
	"credited" numeric(20, 2),
	"rate" numeric(20, 8),
	"bank_name" text,
	"card_last4" text,
	"certificate" text NOT NULL,
	"certificate_hash" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_card_last4" CHECK ("deposits"."card_last4" is null or "deposits"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "form_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "private_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"path" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_tokens" ADD CONSTRAINT "form_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_coin_network_idx" ON "deposit_channels" USING btree ("coin","network");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_no_idx" ON "deposits" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_state_idx" ON "deposits" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "deposits_tx_idx" ON "deposits" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "deposits_certificate_idx" ON "deposits" USING btree ("certificate_hash");--> statement-breakpoint
CREATE INDEX "form_tokens_user_idx" ON "form_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_id");