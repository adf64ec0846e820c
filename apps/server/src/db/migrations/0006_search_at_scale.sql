DROP INDEX "seller_goods_seller_idx";--> statement-breakpoint
DROP INDEX "seller_goods_default_order_idx";--> statement-breakpoint
DROP INDEX "seller_goods_price_idx";--> statement-breakpoint
DROP INDEX "seller_goods_sold_idx";--> statement-breakpoint
DROP INDEX "seller_goods_created_idx";--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "listings_on_sale" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "seller_goods_seller_idx" ON "seller_goods" USING btree ("seller_id","is_shelf","goods_id");--> statement-breakpoint
CREATE INDEX "seller_goods_default_order_idx" ON "seller_goods" USING btree ("show_weight1" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id","goods_id","is_shelf","seller_id");--> statement-breakpoint
CREATE INDEX "seller_goods_price_idx" ON "seller_goods" USING btree ("selling_price","id","goods_id","is_shelf","seller_id");--> statement-breakpoint
CREATE INDEX "seller_goods_sold_idx" ON "seller_goods" USING btree ("sold_num" DESC NULLS FIRST,"id","goods_id","is_shelf","seller_id");--> statement-breakpoint
CREATE INDEX "seller_goods_created_idx" ON "seller_goods" USING btree ("created_at" DESC NULLS FIRST,"id","goods_id","is_shelf","seller_id");