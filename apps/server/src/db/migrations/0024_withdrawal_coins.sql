ALTER TABLE "withdraw_addresses" DROP CONSTRAINT "withdraw_addresses_pkey";--> statement-breakpoint
ALTER TABLE "withdraw_addresses" ADD CONSTRAINT "withdraw_addresses_user_id_coin_pk" PRIMARY KEY("user_id","coin");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_amount" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_fee" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_net" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_coin_amounts" CHECK (("withdrawals"."rate" is null and "withdrawals"."coin_amount" is null and "withdrawals"."coin_fee" is null and "withdrawals"."coin_net" is null) or ("withdrawals"."rate" > 0 and "withdrawals"."coin_fee" >= 0 and "withdrawals"."coin_net" > 0 and "withdrawals"."coin_amount" = "withdrawals"."coin_fee" + "withdrawals"."coin_net"));