import { CAPTCHA, CaptchaTrace, type CaptchaVo } from '@caravan/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.js';
import { captchaChallenges } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { renderBannerImage } from '../../seed/images.js';
import { intBetween, seededRandom } from '../../seed/random.js';

// A simple cube as the puzzle art's motif (SVG path in a 24×24 box).
const MOTIF = 'M12 2 21 7v10l-9 5-9-5V7z M3 7l9 5 9-5 M12 12v10';

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Issues a slide puzzle: a background with a square hole and the matching piece. The hole's x is
 * the answer; it is stored server-side only, for one use, for a short time.
 */
export async function createSlideChallenge(db: DbOrTx, now: Date): Promise<CaptchaVo> {
  const { width, height, piece } = CAPTCHA;
  const seed = `${now.getTime()}-${Math.random()}`;
  const rand = seededRandom(seed);
  const x = intBetween(rand, piece + 20, width - piece - 8);
  const y = intBetween(rand, 8, height - piece - 8);
  const art = await sharp(await renderBannerImage(seed, MOTIF, width, height))
    .png()
    .toBuffer();
  const pieceImage = await sharp(art)
    .extract({ left: x, top: y, width: piece, height: piece })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}"><rect x="1" y="1" width="${piece - 2}" height="${piece - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  const background = await sharp(art)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  const [row] = await db
    .insert(captchaChallenges)
    .values({ answerX: x, expiresAt: new Date(now.getTime() + CAPTCHA.ttlSeconds * 1000) })
    .returning({ id: captchaChallenges.id });
  // Old challenges are of no use to anyone; drop them as new ones are made.
  await db
    .delete(captchaChallenges)
    .where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - 3600_000)));
  return {
    captchaId: row?.id ?? '',
    background: dataUrl(background),
    piece: dataUrl(pieceImage),
    pieceY: y,
    width,
    height,
    pieceSize: piece,
    expiresInSeconds: CAPTCHA.ttlSeconds,
  };
}

/** Whether a drag trace looks like a person moving the slider to `dropX`. */
export function isPlausibleTrace(traceJson: string, dropX: number): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(traceJson);
  } catch {
    return false;
  }
  const trace = CaptchaTrace.safeParse(parsed);
  if (!trace.success || trace.data.length < 8) return false;
  const points = trace.data;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return false;
  const duration = last[0] - first[0];
  if (duration < 250 || duration > 15_000) return false;
  for (let i = 1; i < points.length; i++) {
    const [t, x] = points[i] ?? [0, 0];
    if (t <= (points[i - 1]?.[0] ?? 0) || x < -CAPTCHA.piece || x > CAPTCHA.width + CAPTCHA.piece)
      return false;
  }
  if (new Set(points.map((p) => Math.round(p[1]))).size < 3) return false;
  return Math.abs(last[1] - dropX) <= 3;
}

/**
 * Checks an answer and uses the challenge up, whatever the outcome: one challenge, one try.
 */
export async function verifySlideChallenge(
  db: DbOrTx,
  answer: { captchaId: string; captchaX: number; captchaTrace: string },
  now: Date,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(answer.captchaId)) throw new AppError('AUTH_CAPTCHA_FAILED');
  const [used] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, answer.captchaId),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ answerX: captchaChallenges.answerX });
  if (!used) throw new AppError('AUTH_CAPTCHA_EXPIRED');
  if (Math.abs(answer.captchaX - used.answerX) > CAPTCHA.tolerance) throw new AppError('AUTH_CAPTCHA_FAILED');
  if (!isPlausibleTrace(answer.captchaTrace, answer.captchaX)) throw new AppError('AUTH_CAPTCHA_FAILED');
}
