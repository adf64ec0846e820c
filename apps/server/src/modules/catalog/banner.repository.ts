import { and, asc, eq, sql } from 'drizzle-orm';
import type { BannerVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';

export async function listBanners(db: DbOrTx, type: string, lang: string): Promise<BannerVo[]> {
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
    .where(and(eq(banners.isActive, 1), eq(banners.type, type)))
    .orderBy(asc(banners.sort));
}
