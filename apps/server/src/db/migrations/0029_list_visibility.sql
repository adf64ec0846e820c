-- Issue 23: a list's page and count test that a listing's shop is open and its good on the shelf by
-- looking the listing's shop and good up in these two small indexes (not exists … status <> 1)
-- instead of joining every listing they walk to its shop and its good, so they read one table.
CREATE INDEX "sellers_closed_idx" ON "sellers" USING btree ("id") WHERE "sellers"."status" <> 1;--> statement-breakpoint
CREATE INDEX "system_goods_off_shelf_idx" ON "system_goods" USING btree ("id") WHERE "system_goods"."is_shelf" <> 1;
