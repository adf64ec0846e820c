CREATE TABLE "bank_deposit_accounts" (
	"currency" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_code" text,
	"reference_prefix" text NOT NULL,
	"usdt_price" numeric(20, 8) NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fiat_currency" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fiat_amount" numeric(30, 2);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fiat_price" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reference" text;