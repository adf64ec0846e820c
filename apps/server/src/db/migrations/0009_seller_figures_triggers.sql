-- sellers.goods_on_shelf, sold_num and focus_num: a shop's listings on the shelf, the units they
-- sold and its followers, kept by triggers so that a page of twenty goods from twenty shops never
-- counts a hundred thousand listings to show each shop's figures.
--
-- Listings: statement-level triggers with transition tables for inserts and deletes (a bulk insert
-- costs one grouped update); a row-level trigger for updates, which fires only when the shelf flag,
-- the sales or the shop changes (views and prices change nothing here). These triggers are named
-- to fire before the seller_goods_on_sale_* ones of migration 0007: they take the shop's row lock
-- first, so two transactions adding listings to one shop queue instead of deadlocking.
CREATE OR REPLACE FUNCTION caravan_seller_figures_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sellers s SET goods_on_shelf = s.goods_on_shelf + d.shelf, sold_num = s.sold_num + d.sold
  FROM (SELECT seller_id, count(*) FILTER (WHERE is_shelf = 1)::int AS shelf, coalesce(sum(sold_num), 0)::int AS sold
        FROM new_rows GROUP BY seller_id) d
  WHERE s.id = d.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_seller_figures_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sellers s SET goods_on_shelf = s.goods_on_shelf - d.shelf, sold_num = s.sold_num - d.sold
  FROM (SELECT seller_id, count(*) FILTER (WHERE is_shelf = 1)::int AS shelf, coalesce(sum(sold_num), 0)::int AS sold
        FROM old_rows GROUP BY seller_id) d
  WHERE s.id = d.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_seller_figures_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sellers SET goods_on_shelf = goods_on_shelf - (OLD.is_shelf = 1)::int, sold_num = sold_num - OLD.sold_num
  WHERE id = OLD.seller_id;
  UPDATE sellers SET goods_on_shelf = goods_on_shelf + (NEW.is_shelf = 1)::int, sold_num = sold_num + NEW.sold_num
  WHERE id = NEW.seller_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caravan_seller_followers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sellers SET focus_num = focus_num + 1 WHERE id = NEW.seller_id;
  ELSE
    UPDATE sellers SET focus_num = focus_num - 1 WHERE id = OLD.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_goods_figures_insert AFTER INSERT ON seller_goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_seller_figures_after_insert();
--> statement-breakpoint
CREATE TRIGGER seller_goods_figures_delete AFTER DELETE ON seller_goods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caravan_seller_figures_after_delete();
--> statement-breakpoint
CREATE TRIGGER seller_goods_figures_update AFTER UPDATE OF is_shelf, sold_num, seller_id ON seller_goods
  FOR EACH ROW
  WHEN (OLD.is_shelf IS DISTINCT FROM NEW.is_shelf OR OLD.sold_num IS DISTINCT FROM NEW.sold_num
        OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION caravan_seller_figures_after_update();
--> statement-breakpoint
CREATE TRIGGER focus_sellers_figures AFTER INSERT OR DELETE ON focus_sellers
  FOR EACH ROW EXECUTE FUNCTION caravan_seller_followers_changed();
--> statement-breakpoint
-- The figures as the triggers keep them beside a fresh count (for this migration and for checks).
CREATE OR REPLACE FUNCTION caravan_seller_figures_recount()
RETURNS TABLE (seller_id uuid, kept_shelf int, actual_shelf int, kept_sold int, actual_sold int, kept_focus int, actual_focus int)
LANGUAGE sql STABLE AS $$
  SELECT s.id, s.goods_on_shelf, coalesce(g.shelf, 0), s.sold_num, coalesce(g.sold, 0), s.focus_num, coalesce(f.n, 0)
  FROM sellers s
  LEFT JOIN (SELECT sg.seller_id, count(*) FILTER (WHERE sg.is_shelf = 1)::int AS shelf,
                    coalesce(sum(sg.sold_num), 0)::int AS sold
             FROM seller_goods sg GROUP BY sg.seller_id) g ON g.seller_id = s.id
  LEFT JOIN (SELECT fs.seller_id, count(*)::int AS n FROM focus_sellers fs GROUP BY fs.seller_id) f ON f.seller_id = s.id
$$;
--> statement-breakpoint
UPDATE sellers s SET goods_on_shelf = r.actual_shelf, sold_num = r.actual_sold, focus_num = r.actual_focus
FROM caravan_seller_figures_recount() r WHERE r.seller_id = s.id;
