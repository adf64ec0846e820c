CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_goods_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"sku_id" uuid,
	"evaluation_type" smallint NOT NULL,
	"rating" integer NOT NULL,
	"content" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_sellers" (
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "focus_sellers_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "goods_views" (
	"seller_goods_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "goods_views_seller_goods_id_viewer_day_pk" PRIMARY KEY("seller_goods_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "keep_goods" (
	"user_id" uuid NOT NULL,
	"seller_goods_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keep_goods_user_id_seller_goods_id_pk" PRIMARY KEY("user_id","seller_goods_id")
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sellers" ADD CONSTRAINT "focus_sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sellers" ADD CONSTRAINT "focus_sellers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_goods" ADD CONSTRAINT "keep_goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_goods" ADD CONSTRAINT "keep_goods_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_goods_created_idx" ON "evaluations" USING btree ("seller_goods_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "evaluations_goods_type_idx" ON "evaluations" USING btree ("seller_goods_id","evaluation_type");--> statement-breakpoint
CREATE INDEX "focus_sellers_seller_idx" ON "focus_sellers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "focus_sellers_user_created_idx" ON "focus_sellers" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "keep_goods_user_created_idx" ON "keep_goods" USING btree ("user_id","created_at" DESC NULLS FIRST);