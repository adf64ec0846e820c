import { PageParams, optionalText, type GoodsVo } from '@caravan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../src/db/client.js';
import { presentGoods, presentSeller } from '../src/modules/catalog/catalog.presenter.js';
import { withSkus } from '../src/modules/catalog/goods-detail.js';
import type { GoodsRow, SkuRow } from '../src/modules/catalog/goods-rows.repository.js';
import { defineAction } from '../src/plugins/actions.js';
import { startServer } from '../src/server.js';
import { FANOUT_USER_PREFIX, parseTrigger, runTrigger } from './fanout-trigger.js';
import { registerOrderTwin } from './order-twin.js';

// The server the bench measures: the real one (same start-up, same app), plus bench-only routes.
// One is P1's full-stack route without work (registerStackProbe). One does sellerGoods!info's work
// in hand-written SQL on the raw pool, for issue 4's "≥ 0.85× a raw-SQL twin" figure. The twin
// reads the same data in one statement (prepared by name, as the app's detail statement is), notes
// the view with the app's own view counter (written once a second for both) and shapes the reply
// with the same presenter, so the gap is what the app's layers cost (the query builder, the action
// plumbing: validation, auth, envelope). Another is the fan-out bench's trigger (issue 20): it
// publishes chat frames through the app's own `deps.realtime.publish` to the bench's subscribers,
// whose sockets the chat gateway holds. The last two are P6's bar (issue 53): order!submit and
// order!pay in hand-written SQL (order-twin.ts), measured against the app's by the orders bench.

const DETAIL_SQL = `
  select sg.id, sg.goods_id as "goodsId", sg.seller_id as "sellerId", sg.selling_price as "sellingPrice",
         sg.discount_ratio as "discountRatio", sg.discount_start as "discountStart", sg.discount_end as "discountEnd",
         sg.rec_time as "recTime", sg.new_time as "newTime", sg.is_shelf as "isShelf", sg.up_time as "upTime",
         sg.stop_time as "stopTime", sg.sold_num as "soldNum", sg.views_num as "viewsNum",
         sg.show_weight1 as "showWeight1", sg.show_weight2 as "showWeight2", sg.created_at as "createdAt",
         g.system_price as "systemPrice", g.is_shelf as "goodsShelf", g.unit, g.buy_min as "buyMin",
         g.freight_amount as "freightAmount", g.freight_type as "freightType",
         g.weight_kg as "weightKg", g.goods_tax as "goodsTax", g.images, g.img_des as "imgDes",
         g.system_rec_time as "systemRecTime", g.system_new_time as "systemNewTime",
         coalesce(gi.name, ge.name, '') as name, coalesce(gi.des, ge.des) as des,
         c2.id as "categoryId", coalesce(c2.name->>$2, c2.name->>'en') as "categoryName",
         c1.id as "parentCategoryId", coalesce(c1.name->>$2, c1.name->>'en') as "parentCategoryName",
         json_build_object('id', s.id, 'userId', s.user_id, 'name', s.name, 'avatar', s.avatar,
           'shopRemark', s.shop_remark, 'status', s.status, 'recTime', s.rec_time, 'viewsNum', s.views_num,
           'goodsOnShelf', s.goods_on_shelf, 'soldNum', s.sold_num, 'focusNum', s.focus_num) as shop,
         (select coalesce(json_agg(json_build_object('id', k.id, 'attributes', k.attributes, 'price', k.price::text,
                 'stock', k.stock, 'imgUrl', k.img_url) order by k.sort, k.id), '[]'::json)
          from goods_skus k where k.goods_id = g.id) as skus
  from seller_goods sg
  join system_goods g on g.id = sg.goods_id
  join sellers s on s.id = sg.seller_id
  join categories c2 on c2.id = g.category_id
  left join categories c1 on c1.id = c2.parent_id
  left join system_goods_i18n gi on gi.goods_id = g.id and gi.lang = $2
  left join system_goods_i18n ge on ge.goods_id = g.id and ge.lang = 'en'
  where sg.id = $1`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DetailRow = GoodsRow & { skus: SkuRow[] };

function registerTwin(app: FastifyInstance, database: Database): void {
  const handler = async (request: FastifyRequest) => {
    const query = request.query as Record<string, string | undefined>;
    const id = query.sellerGoodsId ?? '';
    if (!UUID.test(id)) return { code: '1', msg: 'sellerGoodsId', data: null };
    const lang = typeof query.lang === 'string' && query.lang ? query.lang : 'en';
    const now = new Date();
    const { rows } = await database.pool.query<DetailRow>({
      name: 'bench_twin_detail',
      text: DETAIL_SQL,
      values: [id, lang],
    });
    const row = rows[0];
    if (!row || row.shop.status !== 1 || row.isShelf !== 1 || row.goodsShelf !== 1) {
      return { code: '1', msg: 'not found', data: null };
    }
    const good: GoodsVo = { ...presentGoods(row, presentSeller(row.shop), now), isKeep: 0 };
    app.deps.views.record(row.id, `ip:${request.ip}`, now);
    return { code: '0', msg: '', data: withSkus(good, row.skus, query.skuId) };
  };
  app.route({ method: ['GET', 'POST'], url: '/bench/sellerGoods-info-raw', handler });
}

function registerFanoutTrigger(app: FastifyInstance, database: Database): void {
  app.post('/bench/fanout', async (request) => {
    // Subscriber i is the i-th bench user by name, as the bench numbered their sockets.
    const { rows } = await database.pool.query<{ id: string }>(
      `select id from users where username like $1 order by username`,
      [`${FANOUT_USER_PREFIX}%`],
    );
    const userIds = rows.map((r) => r.id);
    return runTrigger(
      userIds.length,
      (to, frame) => void app.deps.realtime.publish({ userIds: [userIds[to] ?? ''] }, frame),
      parseTrigger(request.query as Record<string, unknown>),
    );
  });
}

/**
 * P1's full-stack route: an action served as every contract action is (every global hook and
 * plugin, the parameters parsed from the query, a paging schema, the envelope) doing no work of its
 * own, so that its gap to bare-fastify.ts is what the stack costs.
 */
function registerStackProbe(app: FastifyInstance): void {
  const params = PageParams.extend({ keyword: optionalText(40) });
  defineAction(app, app.deps, {
    name: 'bench!stack',
    summary: 'The bench: the plugin stack without work',
    tag: 'bench',
    auth: 'none',
    params,
    response: params,
    handler: async ({ input }) => input,
  });
}

await startServer({
  extend: (app, database) => {
    registerStackProbe(app);
    registerTwin(app, database);
    registerFanoutTrigger(app, database);
    registerOrderTwin(app, database);
  },
});
