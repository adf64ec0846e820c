-- Custom SQL migration file, put your code below! --
-- Product-name search (ADR 007). Three index-backed ways to match a keyword against translated
-- names, so that no public search falls back to scanning:
--   · 3+ characters: ILIKE '%kw%' served by the trigram index (system_goods_i18n_name_trgm_idx);
--   · 1–2 characters (e.g. 蓝牙, too short for trigrams): containment in the name's 1- and
--     2-character grams;
--   · several words in any order: full-text search with the language-neutral 'simple' config.
CREATE FUNCTION caravan_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS grams
  WHERE g !~ '\s'
$$;
--> statement-breakpoint
CREATE INDEX "system_goods_i18n_grams_idx" ON "system_goods_i18n" USING gin (caravan_grams("name"));
--> statement-breakpoint
CREATE INDEX "system_goods_i18n_fts_idx" ON "system_goods_i18n" USING gin (to_tsvector('simple', "name"));
--> statement-breakpoint
CREATE INDEX "sellers_name_trgm_idx" ON "sellers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sellers_name_grams_idx" ON "sellers" USING gin (caravan_grams("name"));
