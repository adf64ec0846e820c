CREATE TABLE "seller_views_hourly" (
	"seller_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_views_hourly_seller_id_hour_pk" PRIMARY KEY("seller_id","hour")
);
--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "banner" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "seller_views_hourly" ADD CONSTRAINT "seller_views_hourly_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_seller_goods_idx" ON "order_items" USING btree ("seller_goods_id");--> statement-breakpoint
CREATE INDEX "orders_seller_paid_idx" ON "orders" USING btree ("seller_id","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
-- A shop's contact as its application gave it (seller/version!register), for shops opened before
-- the shop row had the column; an approval copies it from now on.
UPDATE sellers s SET contact = a.contact
FROM seller_applications a
WHERE a.seller_id = s.id AND s.contact IS NULL AND a.contact IS NOT NULL;
--> statement-breakpoint
-- The views recorded so far, each day's at the start of its UTC day (goods_views keeps no hour).
INSERT INTO seller_views_hourly (seller_id, hour, views)
SELECT g.seller_id, (v.day || 'T00:00:00Z')::timestamptz, count(*)::int
FROM goods_views v JOIN seller_goods g ON g.id = v.seller_goods_id
GROUP BY g.seller_id, v.day;
