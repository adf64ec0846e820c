import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * Fills an empty, migrated database with a synthetic catalogue of `sellerGoods` listings for the
 * bench: 12 top-level and 36 second-level categories, 5,000 system goods named in three languages,
 * 200 shops (fewer shops and categories in a small catalogue with `fullPages`), and the listings
 * spread over them. Generated in SQL, so 100,000 rows take seconds.
 */
export async function seedBenchCatalogue(
  db: Db,
  sellerGoods: number,
  options: { fullPages?: boolean } = {},
): Promise<void> {
  // With fullPages, a small catalogue has only as many shops and categories as keep each one's
  // first five pages of twelve full (60 listings each), as a large one's are: the list-scale bench
  // compares the same pages at two sizes, not full pages against empty ones.
  const fewer = (most: number) =>
    options.fullPages ? Math.min(most, Math.max(3, Math.floor(sellerGoods / 60))) : most;
  const shops = fewer(200);
  const subs = fewer(36);
  // One listing in `every` is recommended (11), discounted (9) or new (13); with fullPages a small
  // catalogue has them denser, so that the recommended and discounted listings together (one in
  // every² or so) fill five pages too: one in two or three each at 1,000 listings.
  const every = (most: number) =>
    options.fullPages ? Math.min(most, Math.max(2, Math.floor(Math.sqrt(sellerGoods / 120)))) : most;
  const tops = Math.ceil(subs / 3);
  // Deterministic ids with the version-4 and variant bits set, so that they are valid UUIDs that
  // the API accepts (a bare md5()::uuid is not).
  await db.execute(sql`
    create or replace function bench_uuid(t text) returns uuid language sql immutable as $$
      select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid from md5(t) as h
    $$`);
  const systemGoods = Math.min(5000, Math.max(100, Math.ceil(sellerGoods / 20)));
  await db.execute(sql`
    insert into categories (id, parent_id, name, sort)
    select bench_uuid('top' || i), null, jsonb_build_object('en', 'Category ' || i, 'zh-CN', '类目 ' || i), i
    from generate_series(1, ${tops}) i`);
  await db.execute(sql`
    insert into categories (id, parent_id, name, sort)
    select bench_uuid('sub' || i), bench_uuid('top' || (1 + (i - 1) / 3))::uuid,
           jsonb_build_object('en', 'Subcategory ' || i, 'zh-CN', '子类目 ' || i), i
    from generate_series(1, ${subs}) i`);
  await db.execute(sql`
    insert into system_goods (id, category_id, system_price, unit, stock, images)
    select bench_uuid('g' || i), bench_uuid('sub' || (1 + i % ${subs})), (1 + (i * 37) % 400)::numeric(18,2) + 0.99,
           'piece', 1000, array['/uploads/catalog/bench-' || i || '.webp']
    from generate_series(1, ${systemGoods}) i`);
  const words: Record<string, [string[], string[]]> = {
    en: [
      ['Wireless', 'Steel', 'Cotton', 'Portable', 'Smart', 'Classic', 'Mini', 'Pro'],
      ['Earbuds', 'Kettle', 'Shirt', 'Lamp', 'Backpack', 'Charger', 'Bottle', 'Watch'],
    ],
    'zh-CN': [
      ['无线', '不锈钢', '纯棉', '便携', '智能', '经典', '迷你', '专业'],
      ['耳机', '水壶', '衬衫', '台灯', '背包', '充电器', '水瓶', '手表'],
    ],
    'zh-TW': [
      ['無線', '不鏽鋼', '純棉', '便攜', '智慧', '經典', '迷你', '專業'],
      ['耳機', '水壺', '襯衫', '檯燈', '背包', '充電器', '水瓶', '手錶'],
    ],
  };
  for (const [lang, [first, second]] of Object.entries(words)) {
    const a = sql.raw(`array[${first.map((w) => `'${w}'`).join(',')}]`);
    const b = sql.raw(`array[${second.map((w) => `'${w}'`).join(',')}]`);
    await db.execute(sql`
      insert into system_goods_i18n (goods_id, lang, name, des)
      select bench_uuid('g' || i), ${lang}, (${a})[1 + i % 8] || ' ' || (${b})[1 + (i / 8) % 8] || ' ' || i,
             'Bench product ' || i
      from generate_series(1, ${systemGoods}) i`);
  }
  await db.execute(sql`
    insert into users (id, username, usercode, password_hash)
    select bench_uuid('u' || i), 'benchshop' || i, (2000000 + i)::text, 'x'
    from generate_series(1, ${shops}) i`);
  await db.execute(sql`
    insert into sellers (id, user_id, name, rec_time)
    select bench_uuid('s' || i), bench_uuid('u' || i), 'Bench Shop ' || i, case when i <= 20 then 1700000000000 + i else 0 end
    from generate_series(1, ${shops}) i`);
  // The figures the buyer's filters read (issue 51), from a hash of the shop's number: two shops in
  // five verified, ratings spread from 60 % to 100 % positive, one in three shipping within a day;
  // and minimum orders of 1, 2, 5, 10, 20, 50 or 100 units.
  await db.execute(sql`
    insert into seller_applications (user_id, status, nationality, id_name, id_number, real_name,
                                     id_img_1, id_img_2, id_img_3, created_at, updated_at)
    select bench_uuid('u' || i), 2, 82, 'passport', 'B' || i, 'Bench Owner ' || i,
           bench_uuid('i1' || i), bench_uuid('i2' || i), bench_uuid('i3' || i), now(), now()
    from generate_series(1, ${shops}) i where abs(hashint4(i)) % 5 < 2`);
  await db.execute(sql`
    update sellers s set review_num = 50, good_review_num = 30 + abs(hashint4(x.i + 7)) % 21,
           orders_shipped = 30, orders_shipped_in_day = case when x.i % 3 = 0 then 29 else 12 end
    from (select i, bench_uuid('s' || i) as id from generate_series(1, ${shops}) i) x where s.id = x.id`);
  await db.execute(sql`
    update system_goods set buy_min = (array[1, 2, 5, 10, 20, 50, 100])[1 + abs(hashint4(n)) % 7]
    from (select bench_uuid('g' || n) as id, n from generate_series(1, ${systemGoods}) n) x
    where system_goods.id = x.id`);
  // Listing i is good g = i mod G in shop k-th of its sellers, so no shop lists a good twice (up to
  // shops × G listings). Its price, weight, sales and flags come from a hash of i, not from i modulo
  // a divisor of G: otherwise every listing of a good would share one shop, price, weight and sales
  // figure, and the sort orders would line up with the goods (nothing like a real catalogue).
  await db.execute(sql`
    insert into seller_goods (seller_id, goods_id, selling_price, discount_ratio, discount_start, discount_end,
                              rec_time, new_time, sold_num, show_weight1, created_at)
    select bench_uuid('s' || (1 + (7 * g + k) % ${shops})), bench_uuid('g' || (1 + g)),
           (2 + h % 500)::numeric(18,2) + 0.49,
           case when (h >> 9) % ${every(9)} = 0 then 0.15 end,
           case when (h >> 9) % ${every(9)} = 0 then now() - interval '1 day' end,
           case when (h >> 9) % ${every(9)} = 0 then now() + interval '30 days' end,
           case when (h >> 13) % ${every(11)} = 0 then 1700000000000 + i else 0 end,
           case when (h >> 17) % ${every(13)} = 0 then 1700000000000 + i else 0 end,
           (h >> 21) % 1000, (h >> 31) % 100, now() - (i || ' minutes')::interval
    from (select i, i % ${systemGoods} as g, i / ${systemGoods} as k,
                 hashint8extended(i, 42) & 281474976710655 as h
          from generate_series(0, ${sellerGoods} - 1) i) x`);
  // A bulk load leaves no visibility map until autovacuum comes by; the bench measures the steady
  // state, in which index-only scans do not visit the table.
  await db.execute(sql`vacuum analyze`);
}
