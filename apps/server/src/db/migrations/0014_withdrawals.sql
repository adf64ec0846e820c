CREATE TABLE "withdraw_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"coin" text NOT NULL,
	"network" text,
	"to_address" text,
	"bank_name" text,
	"bank_user_name" text,
	"card_last4" text,
	"routing_num" text,
	"account_address" text,
	"bank_address" text,
	"country_name" text,
	"swift_code" text,
	"amount" numeric(20, 2) NOT NULL,
	"fee" numeric(20, 2) NOT NULL,
	"net" numeric(20, 2) NOT NULL,
	"day" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"tx_id" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."net" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."net"),
	CONSTRAINT "withdrawals_card_last4" CHECK ("withdrawals"."card_last4" is null or "withdrawals"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "withdraw_addresses" ADD CONSTRAINT "withdraw_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_idx" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_idx" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."state" = 0;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_user_day_idx" ON "withdrawals" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","created_at");