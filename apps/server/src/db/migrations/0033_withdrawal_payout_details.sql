ALTER TABLE "withdrawals" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_currency" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_amount" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_amounts" CHECK (("withdrawals"."payout_rate" is null and "withdrawals"."payout_amount" is null) or ("withdrawals"."payout_currency" is not null and "withdrawals"."payout_rate" > 0 and "withdrawals"."payout_amount" >= 0));