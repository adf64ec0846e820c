import sharp from 'sharp';
import { intBetween, seededRandom } from './random.js';

// Demo images are drawn, not downloaded. A product's picture is its own drawing (data/pictures/
// <key>.svg) set on a soft backdrop; banners, shop avatars and category icons are a gradient, a few
// soft shapes and a line icon. All derive from a seed string, so no two are alike. No text, so no
// fonts are needed.

function palette(rand: () => number) {
  const hue = intBetween(rand, 0, 359);
  const shift = intBetween(rand, 25, 70) * (rand() < 0.5 ? -1 : 1);
  return {
    from: `hsl(${hue} ${intBetween(rand, 55, 80)}% ${intBetween(rand, 45, 60)}%)`,
    to: `hsl(${(hue + shift + 360) % 360} ${intBetween(rand, 55, 85)}% ${intBetween(rand, 30, 45)}%)`,
    angle: intBetween(rand, 0, 3),
  };
}

function shapes(rand: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = intBetween(rand, 0, width);
    const y = intBetween(rand, 0, height);
    const r = intBetween(rand, Math.round(height / 12), Math.round(height / 3));
    const opacity = Math.round((0.06 + rand() * 0.14) * 100) / 100;
    out +=
      rand() < 0.6
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 1.4}" rx="${Math.round(r / 4)}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${intBetween(rand, -30, 30)} ${x} ${y})"/>`;
  }
  return out;
}

function gradient(id: string, p: ReturnType<typeof palette>): string {
  const [x1, y1, x2, y2] = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '0', '0', '1'],
    ['0', '0', '1', '0'],
  ][p.angle] ?? ['0', '0', '1', '1'];
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

function icon(path: string, cx: number, cy: number, size: number, rotate: number): string {
  const scale = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale})"><path d="${path}" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** How each of a product's three images shows its drawing: whole, turned a little, close up. */
const VIEWS = [
  { fit: 0.66, rotate: 0, shadow: true },
  { fit: 0.54, rotate: -8, shadow: true },
  { fit: 1.3, rotate: 0, shadow: false },
] as const;

/** The drawing rendered large and cut to its own outline (transparent around it). */
async function drawing(picture: string): Promise<Buffer> {
  return sharp(Buffer.from(picture), { density: 288 }).png().trim().toBuffer();
}

/**
 * A product's three square images (WebP): its drawing (`picture`, an SVG of 200 × 200) on soft
 * backdrops derived from `seed`, whole, turned a little and close up, each with a shadow under
 * the object itself wherever its outline ends.
 */
export async function renderProductImages(seed: string, picture: string, size = 480): Promise<Buffer[]> {
  const art = await drawing(picture);
  return Promise.all(VIEWS.map((_, view) => renderView(`${seed}#${view}`, art, view, size)));
}

async function renderView(seed: string, drawn: Buffer, view: number, size: number): Promise<Buffer> {
  const rand = seededRandom(seed);
  const hue = intBetween(rand, 0, 359);
  const from = `hsl(${hue} ${intBetween(rand, 35, 60)}% ${intBetween(rand, 93, 96)}%)`;
  const to = `hsl(${(hue + intBetween(rand, 20, 60)) % 360} ${intBetween(rand, 35, 55)}% ${intBetween(rand, 84, 89)}%)`;
  const v = VIEWS[view] ?? VIEWS[0];
  const box = Math.round(size * v.fit);
  let art = sharp(drawn).resize(box, box, { fit: 'inside' });
  if (v.rotate) art = art.rotate(v.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const { data, info } = await art.png().toBuffer({ resolveWithObject: true });
  // Centred (a little above the middle, leaving room for the shadow); a close-up keeps its middle.
  const crop = {
    left: Math.max(0, Math.round((info.width - size) / 2)),
    top: Math.max(0, Math.round((info.height - size) / 2)),
    width: Math.min(info.width, size),
    height: Math.min(info.height, size),
  };
  const piece =
    crop.width < info.width || crop.height < info.height ? await sharp(data).extract(crop).toBuffer() : data;
  const left = Math.round((size - crop.width) / 2);
  const top = Math.round((size - crop.height) / 2 - (v.shadow ? size * 0.03 : 0));
  const shadow = v.shadow
    ? `<ellipse cx="${size / 2}" cy="${top + crop.height + size * 0.012}" rx="${crop.width * 0.42}" ry="${size * 0.022}" fill="#1a1a2e" fill-opacity="0.13"/>`
    : '';
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
${shapes(rand, size, size, intBetween(rand, 2, 4))}
${shadow}
</svg>`;
  return sharp(Buffer.from(backdrop))
    .composite([{ input: piece, left, top }])
    .webp({ quality: 82 })
    .toBuffer();
}

/** A wide banner background (WebP); the title is laid over it by the page, in the user's language. */
export async function renderBannerImage(
  seed: string,
  iconPath: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const rand = seededRandom(seed);
  const p = palette(rand);
  const iconSize = Math.round(height * 0.7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('g', p)}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${shapes(rand, width, height, intBetween(rand, 6, 10))}
${icon(iconPath, width * 0.8, height / 2, iconSize, intBetween(rand, -15, 15))}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A small square icon (PNG with transparency) in a colour, for category menus. */
export async function renderIcon(iconPath: string, colour: string, size = 96): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24"><path d="${iconPath}" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A shop avatar: a coloured disc with the shop's initials drawn as a simple geometric mark. */
export async function renderAvatar(seed: string, size = 160): Promise<Buffer> {
  const rand = seededRandom(seed);
  const p = palette(rand);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient('g', p)}</defs>
<rect width="${size}" height="${size}" rx="${size / 5}" fill="url(#g)"/>
${shapes(rand, size, size, 4)}
<path d="M${size * 0.28} ${size * 0.42} L${size / 2} ${size * 0.26} L${size * 0.72} ${size * 0.42} V${size * 0.72} H${size * 0.28} Z" fill="none" stroke="#fff" stroke-width="${size / 22}" stroke-linejoin="round"/>
<rect x="${size * 0.43}" y="${size * 0.54}" width="${size * 0.14}" height="${size * 0.18}" fill="#fff"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}
