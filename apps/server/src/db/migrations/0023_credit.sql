CREATE TABLE "credit_products" (
	"key" text PRIMARY KEY NOT NULL,
	"amount_min" numeric(20, 2) NOT NULL,
	"amount_max" numeric(20, 2) NOT NULL,
	"lendable_days" integer[] NOT NULL,
	"daily_rate" numeric(10, 4) NOT NULL,
	"overdue_rate" numeric(10, 4) NOT NULL,
	"require_identity" boolean NOT NULL,
	"require_good_standing" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_products_amounts" CHECK ("credit_products"."amount_min" > 0 and "credit_products"."amount_max" >= "credit_products"."amount_min"),
	CONSTRAINT "credit_products_rates" CHECK ("credit_products"."daily_rate" >= 0 and "credit_products"."overdue_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"real_name" text NOT NULL,
	"country_id" integer NOT NULL,
	"identification" text NOT NULL,
	"img_face" uuid NOT NULL,
	"img_back" uuid NOT NULL,
	"img_hand" uuid NOT NULL,
	"apply_amount" numeric(20, 2) NOT NULL,
	"credit_period" integer NOT NULL,
	"credit_rate" numeric(10, 4) NOT NULL,
	"default_rate" numeric(10, 4) NOT NULL,
	"total_interest" numeric(20, 2) NOT NULL,
	"total_repayment" numeric(20, 2) NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"reapply_of" uuid,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"loaned_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"overdue_days" integer DEFAULT 0 NOT NULL,
	"overdue_interest" numeric(20, 2) DEFAULT '0' NOT NULL,
	"repaid_at" timestamp with time zone,
	"repaid_amount" numeric(20, 2),
	"repaid_interest" numeric(20, 2),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credits_status" CHECK ("credits"."status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "credits_terms" CHECK ("credits"."apply_amount" > 0 and "credits"."credit_period" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credits_one_open_idx" ON "credits" USING btree ("user_id") WHERE "credits"."status" in (1, 2, 5);--> statement-breakpoint
CREATE INDEX "credits_user_idx" ON "credits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credits_queue_idx" ON "credits" USING btree ("status","created_at");--> statement-breakpoint
-- The loan on offer as the spec states it (§9): 100,000 to 30,000,000 USDT, up to a year, a fixed
-- daily rate; finance changes it in the console.
INSERT INTO "credit_products" ("key", "amount_min", "amount_max", "lendable_days", "daily_rate", "overdue_rate", "require_identity", "require_good_standing", "updated_at")
VALUES ('default', 100000, 30000000, '{7,14,30,60,90,180,365}', 0.0005, 0.0010, true, true, now());
