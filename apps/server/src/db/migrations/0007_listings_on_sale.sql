-- system_goods.listings_on_sale: how many listings of a good a buyer can see (on the shelf, in an
-- open shop). List and search totals add these up instead of counting up to a million listings
-- (ADR 007). Statement-level triggers with transition tables keep it, so a bulk insert costs one
-- grouped update, not one per row.
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A shop being closed at this moment must not be read as open: wait for it (FOR SHARE conflicts
  -- with the status update's row lock), then read its committed status.
  PERFORM 1 FROM sellers WHERE id IN (SELECT DISTINCT seller_id FROM new_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n
  FROM (SELECT r.goods_id, count(*)::int AS n FROM new_rows r JOIN sellers s ON s.id = r.seller_id
        WHERE r.is_shelf = 1 AND s.status = 1 GROUP BY r.goods_id) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sellers WHERE id IN (SELECT DISTINCT seller_id FROM old_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale - d.n
  FROM (SELECT r.goods_id, count(*)::int AS n FROM old_rows r JOIN sellers s ON s.id = r.seller_id
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
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM sellers
  WHERE id IN (SELECT seller_id FROM new_rows UNION SELECT seller_id FROM old_rows) FOR SHARE;
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n
  FROM (SELECT goods_id, sum(n)::int AS n FROM (
          SELECT r.goods_id, 1 AS n FROM new_rows r JOIN sellers s ON s.id = r.seller_id
          WHERE r.is_shelf = 1 AND s.status = 1
          UNION ALL
          SELECT r.goods_id, -1 FROM old_rows r JOIN sellers s ON s.id = r.seller_id
          WHERE r.is_shelf = 1 AND s.status = 1) x
        GROUP BY goods_id HAVING sum(n) <> 0) d
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
  UPDATE system_goods g SET listings_on_sale = g.listings_on_sale + d.n
  FROM (SELECT sg.goods_id, sum(CASE WHEN n.status = 1 THEN 1 ELSE -1 END)::int AS n
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN seller_goods sg ON sg.seller_id = n.id AND sg.is_shelf = 1
        WHERE (n.status = 1) IS DISTINCT FROM (o.status = 1)
        GROUP BY sg.goods_id) d
  WHERE g.id = d.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_goods_on_sale_insert AFTER INSERT ON seller_goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_listings_on_sale_after_insert();
--> statement-breakpoint
CREATE TRIGGER seller_goods_on_sale_delete AFTER DELETE ON seller_goods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_listings_on_sale_after_delete();
--> statement-breakpoint
CREATE TRIGGER seller_goods_on_sale_update AFTER UPDATE ON seller_goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_listings_on_sale_after_update();
--> statement-breakpoint
CREATE TRIGGER sellers_on_sale_update AFTER UPDATE ON sellers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_listings_on_sale_after_shop_update();
--> statement-breakpoint
-- The figure as the triggers keep it beside a fresh count (for this migration and for checks).
CREATE OR REPLACE FUNCTION caravan_listings_on_sale_recount() RETURNS TABLE (goods_id uuid, kept int, actual int)
LANGUAGE sql STABLE AS $$
  SELECT g.id, g.listings_on_sale, coalesce(c.n, 0)
  FROM system_goods g
  LEFT JOIN (SELECT sg.goods_id, count(*)::int AS n FROM seller_goods sg JOIN sellers s ON s.id = sg.seller_id
             WHERE sg.is_shelf = 1 AND s.status = 1 GROUP BY sg.goods_id) c ON c.goods_id = g.id
$$;
--> statement-breakpoint
UPDATE system_goods g SET listings_on_sale = r.actual
FROM caravan_listings_on_sale_recount() r WHERE r.goods_id = g.id AND r.kept <> r.actual;
