CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"operator_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"usercode" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"safeword_hash" text,
	"avatar" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"agent_code" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"img_url" text NOT NULL,
	"link" text,
	"type" text DEFAULT 'pc' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" jsonb NOT NULL,
	"des" jsonb,
	"icon_img" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_hidden" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goods_id" uuid NOT NULL,
	"attributes" jsonb NOT NULL,
	"price" numeric(18, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"img_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"goods_id" uuid NOT NULL,
	"selling_price" numeric(18, 2) NOT NULL,
	"discount_ratio" numeric(5, 4),
	"discount_start" timestamp with time zone,
	"discount_end" timestamp with time zone,
	"rec_time" bigint DEFAULT 0 NOT NULL,
	"new_time" bigint DEFAULT 0 NOT NULL,
	"is_shelf" smallint DEFAULT 1 NOT NULL,
	"up_time" bigint DEFAULT 0 NOT NULL,
	"stop_time" bigint DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"show_weight1" integer DEFAULT 0 NOT NULL,
	"show_weight2" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"shop_remark" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"rec_time" bigint DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"system_price" numeric(18, 2) NOT NULL,
	"unit" text,
	"buy_min" integer DEFAULT 1 NOT NULL,
	"freight_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"goods_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_shelf" smallint DEFAULT 1 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"img_des" text,
	"system_rec_time" bigint DEFAULT 0 NOT NULL,
	"system_new_time" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_goods_i18n" (
	"goods_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"des" text,
	CONSTRAINT "system_goods_i18n_goods_id_lang_pk" PRIMARY KEY("goods_id","lang")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syspara" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_system_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."system_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_goods_id_system_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."system_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_goods" ADD CONSTRAINT "system_goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_goods_i18n" ADD CONSTRAINT "system_goods_i18n_goods_id_system_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."system_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_lower_idx" ON "operators" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_usercode_idx" ON "users" USING btree ("usercode");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "seller_goods_seller_idx" ON "seller_goods" USING btree ("seller_id","is_shelf");--> statement-breakpoint
CREATE INDEX "seller_goods_goods_idx" ON "seller_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "seller_goods_default_order_idx" ON "seller_goods" USING btree ("show_weight1" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "seller_goods_price_idx" ON "seller_goods" USING btree ("selling_price","id");--> statement-breakpoint
CREATE INDEX "seller_goods_sold_idx" ON "seller_goods" USING btree ("sold_num" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "seller_goods_created_idx" ON "seller_goods" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "seller_goods_rec_idx" ON "seller_goods" USING btree ("rec_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "seller_goods_new_idx" ON "seller_goods" USING btree ("new_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "seller_goods_discount_idx" ON "seller_goods" USING btree ("discount_end") WHERE "seller_goods"."discount_ratio" is not null;--> statement-breakpoint
CREATE INDEX "sellers_user_idx" ON "sellers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sellers_rec_idx" ON "sellers" USING btree ("rec_time");--> statement-breakpoint
CREATE INDEX "system_goods_category_idx" ON "system_goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "system_goods_i18n_name_trgm_idx" ON "system_goods_i18n" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_lower_idx" ON "subscriptions" USING btree (lower("email"));