ALTER TABLE "system_goods" ADD COLUMN "listings_rec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "listings_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- system_goods.listings_rec and listings_new: of a good's listings a buyer can see (listings_on_sale,
-- migration 0007), those marked recommended (rec_time > 0) and new (new_time > 0). The lists of
-- recommended and new listings add these up for their totals instead of counting listings (issue 23:
-- a count that does not grow with the catalogue). The same statement-level triggers keep all three.
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A shop being closed at this moment must not be read as open: wait for it (FOR SHARE conflicts
  -- with the status update's row lock), then read its committed status.
  PERFORM 1 FROM sellers WHERE id IN (SELECT DISTINCT seller_id FROM new_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n, listings_rec = g.listings_rec + d.rec,
                            listings_new = g.listings_new + d.fresh
  FROM (SELECT r.goods_id, count(*)::int AS n, count(*) FILTER (WHERE r.rec_time > 0)::int AS rec,
               count(*) FILTER (WHERE r.new_time > 0)::int AS fresh
        FROM new_rows r JOIN sellers s ON s.id = r.seller_id
        WHERE r.is_shelf = 1 AND s.status = 1 GROUP BY r.goods_id) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sellers WHERE id IN (SELECT DISTINCT seller_id FROM old_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale - d.n, listings_rec = g.listings_rec - d.rec,
                            listings_new = g.listings_new - d.fresh
  FROM (SELECT r.goods_id, count(*)::int AS n, count(*) FILTER (WHERE r.rec_time > 0)::int AS rec,
               count(*) FILTER (WHERE r.new_time > 0)::int AS fresh
        FROM old_rows r JOIN sellers s ON s.id = r.seller_id
        WHERE r.is_shelf = 1 AND s.status = 1 GROUP BY r.goods_id) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (views, sales, prices) change nothing that counts: return before any work.
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_shelf IS DISTINCT FROM o.is_shelf OR n.goods_id <> o.goods_id OR n.seller_id <> o.seller_id
       OR (n.rec_time > 0) IS DISTINCT FROM (o.rec_time > 0) OR (n.new_time > 0) IS DISTINCT FROM (o.new_time > 0)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM sellers
  WHERE id IN (SELECT seller_id FROM new_rows UNION SELECT seller_id FROM old_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n, listings_rec = g.listings_rec + d.rec,
                            listings_new = g.listings_new + d.fresh
  FROM (SELECT goods_id, sum(n)::int AS n, sum(rec)::int AS rec, sum(fresh)::int AS fresh FROM (
          SELECT r.goods_id, 1 AS n, (r.rec_time > 0)::int AS rec, (r.new_time > 0)::int AS fresh
          FROM new_rows r JOIN sellers s ON s.id = r.seller_id
          WHERE r.is_shelf = 1 AND s.status = 1
          UNION ALL
          SELECT r.goods_id, -1, -(r.rec_time > 0)::int, -(r.new_time > 0)::int
          FROM old_rows r JOIN sellers s ON s.id = r.seller_id
          WHERE r.is_shelf = 1 AND s.status = 1) x
        GROUP BY goods_id HAVING sum(n) <> 0 OR sum(rec) <> 0 OR sum(fresh) <> 0) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A shop opening or closing adds or removes all its listings on the shelf.
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_shop_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.status = 1) IS DISTINCT FROM (o.status = 1)
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n, listings_rec = g.listings_rec + d.rec,
                            listings_new = g.listings_new + d.fresh
  FROM (SELECT sg.goods_id, sum(CASE WHEN n.status = 1 THEN 1 ELSE -1 END)::int AS n,
               sum(CASE WHEN sg.rec_time > 0 THEN CASE WHEN n.status = 1 THEN 1 ELSE -1 END ELSE 0 END)::int AS rec,
               sum(CASE WHEN sg.new_time > 0 THEN CASE WHEN n.status = 1 THEN 1 ELSE -1 END ELSE 0 END)::int AS fresh
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN seller_goods sg ON sg.seller_id = n.id AND sg.is_shelf = 1
        WHERE (n.status = 1) IS DISTINCT FROM (o.status = 1)
        GROUP BY sg.goods_id) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The figures as the triggers keep them beside a fresh count (for this migration and for checks).
CREATE OR REPLACE FUNCTION caravan_listing_flags_recount()
RETURNS TABLE (goods_id uuid, kept_rec int, actual_rec int, kept_new int, actual_new int)
LANGUAGE sql STABLE AS $$
  SELECT g.id, g.listings_rec, coalesce(c.rec, 0), g.listings_new, coalesce(c.fresh, 0)
  FROM system_goods g
  LEFT JOIN (SELECT sg.goods_id, count(*) FILTER (WHERE sg.rec_time > 0)::int AS rec,
                    count(*) FILTER (WHERE sg.new_time > 0)::int AS fresh
             FROM seller_goods sg JOIN sellers s ON s.id = sg.seller_id
             WHERE sg.is_shelf = 1 AND s.status = 1 GROUP BY sg.goods_id) c ON c.goods_id = g.id
$$;
--> statement-breakpoint
UPDATE system_goods g SET listings_rec = r.actual_rec, listings_new = r.actual_new
FROM caravan_listing_flags_recount() r
WHERE r.goods_id = g.id AND (r.kept_rec <> r.actual_rec OR r.kept_new <> r.actual_new);
