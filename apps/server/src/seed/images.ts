import sharp from 'sharp';
import { intBetween, seededRandom } from './random.js';

// Demo images are drawn, not downloaded: a gradient, a few soft shapes and the category's line
// icon, all derived from a seed string, so that no two are alike. No text, so no fonts are needed.

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

/** A square product image (WebP) for a product, unique to its seed. */
export async function renderProductImage(seed: string, iconPath: string, size = 480): Promise<Buffer> {
  const rand = seededRandom(seed);
  const p = palette(rand);
  const iconSize = Math.round(size * (0.38 + rand() * 0.14));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient('g', p)}</defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
${shapes(rand, size, size, intBetween(rand, 3, 6))}
<circle cx="${size / 2}" cy="${size / 2}" r="${Math.round(iconSize * 0.78)}" fill="#000" fill-opacity="0.12"/>
${icon(iconPath, size / 2, size / 2, iconSize, intBetween(rand, -12, 12))}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
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
