import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { BannerVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';

/** Active banners of a type whose schedule (start and end, either may be open) includes `now`. */
export async function listBanners(db: DbOrTx, type: string, lang: string, now: Date): Promise<BannerVo[]> {
  return db
    .select({
      id: banners.id,
      title: sql<string>`coalesce(${banners.title}->>${lang}, ${banners.title}->>'en', '')`,
      subtitle: sql<string | null>`coalesce(${banners.subtitle}->>${lang}, ${banners.subtitle}->>'en')`,
      imgUrl: banners.imgUrl,
      link: banners.link,
      type: banners.type,
      sort: banners.sort,
    })
    .from(banners)
    .where(
      and(
        eq(banners.isActive, 1),
        eq(banners.type, type),
        or(isNull(banners.startTime), lte(banners.startTime, now)),
        or(isNull(banners.endTime), gt(banners.endTime, now)),
      ),
    )
    .orderBy(asc(banners.sort));
}
