CREATE TABLE "shop_listings" (
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"on_shelf" integer DEFAULT 0 NOT NULL,
	"rec" integer DEFAULT 0 NOT NULL,
	"fresh" integer DEFAULT 0 NOT NULL,
	"discounted" integer DEFAULT 0 NOT NULL,
	"rec_discounted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_listings_seller_id_category_id_pk" PRIMARY KEY("seller_id","category_id")
);
--> statement-breakpoint
-- Issue 23: a shop page's total with a category or a flag (recommended, new, discounted) adds up the
-- shop's rows here instead of counting the shop's listings (thousands in a large shop, read from the
-- heap wherever views or sales had touched a page since the last vacuum: 5–17 ms at 1,000,000
-- listings). Kept from seller_goods by statement-level triggers, as category_listings is from
-- system_goods (migration 0028); the rows are written in key order.
CREATE OR REPLACE FUNCTION caravan_shop_listings_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_listings AS c (seller_id, category_id, on_shelf, rec, fresh, discounted, rec_discounted)
  SELECT r.seller_id, r.category_id, count(*), count(*) FILTER (WHERE r.rec_time > 0),
         count(*) FILTER (WHERE r.new_time > 0), count(*) FILTER (WHERE r.discount_live = 1),
         count(*) FILTER (WHERE r.discount_live = 1 AND r.rec_time > 0)
  FROM new_rows r WHERE r.is_shelf = 1 AND r.category_id IS NOT NULL
  GROUP BY r.seller_id, r.category_id ORDER BY r.seller_id, r.category_id
  ON CONFLICT (seller_id, category_id) DO UPDATE SET on_shelf = c.on_shelf + excluded.on_shelf,
    rec = c.rec + excluded.rec, fresh = c.fresh + excluded.fresh, discounted = c.discounted + excluded.discounted,
    rec_discounted = c.rec_discounted + excluded.rec_discounted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_shop_listings_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_listings AS c (seller_id, category_id, on_shelf, rec, fresh, discounted, rec_discounted)
  SELECT r.seller_id, r.category_id, -count(*), -count(*) FILTER (WHERE r.rec_time > 0),
         -count(*) FILTER (WHERE r.new_time > 0), -count(*) FILTER (WHERE r.discount_live = 1),
         -count(*) FILTER (WHERE r.discount_live = 1 AND r.rec_time > 0)
  FROM old_rows r WHERE r.is_shelf = 1 AND r.category_id IS NOT NULL
  GROUP BY r.seller_id, r.category_id ORDER BY r.seller_id, r.category_id
  ON CONFLICT (seller_id, category_id) DO UPDATE SET on_shelf = c.on_shelf + excluded.on_shelf,
    rec = c.rec + excluded.rec, fresh = c.fresh + excluded.fresh, discounted = c.discounted + excluded.discounted,
    rec_discounted = c.rec_discounted + excluded.rec_discounted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_shop_listings_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (views, sales, prices) change nothing that counts: return before any work.
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_shelf IS DISTINCT FROM o.is_shelf OR n.seller_id <> o.seller_id
       OR n.category_id IS DISTINCT FROM o.category_id
       OR (n.rec_time > 0) IS DISTINCT FROM (o.rec_time > 0) OR (n.new_time > 0) IS DISTINCT FROM (o.new_time > 0)
       OR n.discount_live IS DISTINCT FROM o.discount_live
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO shop_listings AS c (seller_id, category_id, on_shelf, rec, fresh, discounted, rec_discounted)
  SELECT seller_id, category_id, sum(n), sum(rec), sum(fresh), sum(disc), sum(rec_disc) FROM (
    SELECT r.seller_id, r.category_id, 1 AS n, (r.rec_time > 0)::int AS rec, (r.new_time > 0)::int AS fresh,
           (r.discount_live = 1)::int AS disc, (r.discount_live = 1 AND r.rec_time > 0)::int AS rec_disc
    FROM new_rows r WHERE r.is_shelf = 1 AND r.category_id IS NOT NULL
    UNION ALL
    SELECT r.seller_id, r.category_id, -1, -(r.rec_time > 0)::int, -(r.new_time > 0)::int,
           -(r.discount_live = 1)::int, -(r.discount_live = 1 AND r.rec_time > 0)::int
    FROM old_rows r WHERE r.is_shelf = 1 AND r.category_id IS NOT NULL) x
  GROUP BY seller_id, category_id
  HAVING sum(n) <> 0 OR sum(rec) <> 0 OR sum(fresh) <> 0 OR sum(disc) <> 0 OR sum(rec_disc) <> 0
  ORDER BY seller_id, category_id
  ON CONFLICT (seller_id, category_id) DO UPDATE SET on_shelf = c.on_shelf + excluded.on_shelf,
    rec = c.rec + excluded.rec, fresh = c.fresh + excluded.fresh, discounted = c.discounted + excluded.discounted,
    rec_discounted = c.rec_discounted + excluded.rec_discounted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_goods_shop_listings_insert AFTER INSERT ON seller_goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_shop_listings_after_insert();
--> statement-breakpoint
CREATE TRIGGER seller_goods_shop_listings_delete AFTER DELETE ON seller_goods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_shop_listings_after_delete();
--> statement-breakpoint
CREATE TRIGGER seller_goods_shop_listings_update AFTER UPDATE ON seller_goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_shop_listings_after_update();
--> statement-breakpoint
-- The figures as the triggers keep them beside a fresh count (for this migration and for checks).
CREATE FUNCTION caravan_shop_listings_recount()
RETURNS TABLE (seller_id uuid, category_id uuid, kept int[], actual int[])
LANGUAGE sql STABLE AS $$
  SELECT coalesce(k.seller_id, a.seller_id), coalesce(k.category_id, a.category_id),
         array[coalesce(k.on_shelf, 0), coalesce(k.rec, 0), coalesce(k.fresh, 0), coalesce(k.discounted, 0), coalesce(k.rec_discounted, 0)],
         array[coalesce(a.on_shelf, 0), coalesce(a.rec, 0), coalesce(a.fresh, 0), coalesce(a.discounted, 0), coalesce(a.rec_discounted, 0)]
  FROM shop_listings k
  FULL JOIN (SELECT sg.seller_id, sg.category_id, count(*)::int AS on_shelf,
                    count(*) FILTER (WHERE sg.rec_time > 0)::int AS rec,
                    count(*) FILTER (WHERE sg.new_time > 0)::int AS fresh,
                    count(*) FILTER (WHERE sg.discount_live = 1)::int AS discounted,
                    count(*) FILTER (WHERE sg.discount_live = 1 AND sg.rec_time > 0)::int AS rec_discounted
             FROM seller_goods sg WHERE sg.is_shelf = 1 AND sg.category_id IS NOT NULL
             GROUP BY sg.seller_id, sg.category_id) a
    ON a.seller_id = k.seller_id AND a.category_id = k.category_id
$$;
--> statement-breakpoint
INSERT INTO shop_listings (seller_id, category_id, on_shelf, rec, fresh, discounted, rec_discounted)
SELECT seller_id, category_id, actual[1], actual[2], actual[3], actual[4], actual[5] FROM caravan_shop_listings_recount()
ORDER BY seller_id, category_id;
