CREATE TABLE "sample_orders" (
	"user_id" uuid NOT NULL,
	"seller_goods_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sample_orders_user_id_seller_goods_id_pk" PRIMARY KEY("user_id","seller_goods_id")
);
--> statement-breakpoint
DROP INDEX "cart_items_line_idx";--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "price_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "moq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "sample_price" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "sample_limit" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "is_sample" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_sample" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_orders_order_idx" ON "sample_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("user_id","seller_goods_id","sku_key","is_sample");--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_moq" CHECK ("seller_goods"."moq" > 0);--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_pack_size" CHECK ("seller_goods"."pack_size" > 0);--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_sample" CHECK (("seller_goods"."sample_price" is null) = ("seller_goods"."sample_limit" is null));