ALTER TABLE "sellers" ADD COLUMN "review_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "good_review_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- sellers.review_num and good_review_num: the reviews of a shop's goods and how many are positive
-- (evaluation_type 1, the verdict the stars give; the same definition a product's rate uses), kept
-- by a trigger so a product page never counts a shop's reviews to show its rate. Reviews are never
-- edited; a deleted one (a cancelled account's data, an operator) is taken back out.
CREATE OR REPLACE FUNCTION caravan_seller_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sellers s SET review_num = s.review_num + 1,
                         good_review_num = s.good_review_num + (NEW.evaluation_type = 1)::int
    FROM seller_goods g WHERE g.id = NEW.seller_goods_id AND s.id = g.seller_id;
  ELSE
    UPDATE sellers s SET review_num = s.review_num - 1,
                         good_review_num = s.good_review_num - (OLD.evaluation_type = 1)::int
    FROM seller_goods g WHERE g.id = OLD.seller_goods_id AND s.id = g.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER evaluations_seller_reviews AFTER INSERT OR DELETE ON evaluations
  FOR EACH ROW EXECUTE FUNCTION caravan_seller_reviews_changed();
--> statement-breakpoint
-- The figures as the trigger keeps them beside a fresh count (for this migration and for checks).
CREATE OR REPLACE FUNCTION caravan_seller_reviews_recount()
RETURNS TABLE (seller_id uuid, kept_reviews int, actual_reviews int, kept_good int, actual_good int)
LANGUAGE sql STABLE AS $$
  SELECT s.id, s.review_num, coalesce(r.n, 0), s.good_review_num, coalesce(r.good, 0)
  FROM sellers s
  LEFT JOIN (SELECT g.seller_id, count(*)::int AS n, count(*) FILTER (WHERE e.evaluation_type = 1)::int AS good
             FROM evaluations e JOIN seller_goods g ON g.id = e.seller_goods_id GROUP BY g.seller_id) r
    ON r.seller_id = s.id
$$;
--> statement-breakpoint
UPDATE sellers s SET review_num = r.actual_reviews, good_review_num = r.actual_good
FROM caravan_seller_reviews_recount() r WHERE r.seller_id = s.id;
