CREATE TABLE "coupon_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"cap" numeric(20, 2) DEFAULT '0' NOT NULL,
	"min_spend" numeric(20, 2) DEFAULT '0' NOT NULL,
	"seller_id" uuid,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"funder" text NOT NULL,
	"purpose" text DEFAULT 'campaign' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_buyer" integer DEFAULT 1 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_claimed_within_total" CHECK ("coupons"."claimed" >= 0 and "coupons"."claimed" <= "coupons"."total"),
	CONSTRAINT "coupons_terms" CHECK ("coupons"."amount" >= 0 and "coupons"."rate" >= 0 and "coupons"."rate" < 1 and "coupons"."cap" >= 0 and "coupons"."min_spend" >= 0)
);
--> statement-breakpoint
CREATE TABLE "late_compensations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"claim_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"order_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"saving" numeric(20, 2) NOT NULL,
	"funder" text NOT NULL,
	CONSTRAINT "order_coupons_order_id_claim_id_pk" PRIMARY KEY("order_id","claim_id"),
	CONSTRAINT "order_coupons_saving" CHECK ("order_coupons"."saving" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_discount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_compensations" ADD CONSTRAINT "late_compensations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_compensations" ADD CONSTRAINT "late_compensations_claim_id_coupon_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."coupon_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_claim_id_coupon_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."coupon_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_user_idx" ON "coupon_claims" USING btree ("user_id","state","claimed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_claims_coupon_idx" ON "coupon_claims" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_seller_idx" ON "coupons" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_listed_idx" ON "coupons" USING btree ("purpose","ends_at");--> statement-breakpoint
CREATE INDEX "order_coupons_claim_idx" ON "order_coupons" USING btree ("claim_id");