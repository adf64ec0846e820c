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
  { fit: 1.15, rotate: 0, shadow: false },
] as const;

/** The drawing inside an SVG document (data/pictures), to nest in another SVG. */
function drawingOf(picture: string): string {
  const open = /<svg\b[^>]*>/.exec(picture);
  const close = picture.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('a product picture must be an <svg> document');
  return picture.slice(open.index + open[0].length, close);
}

/**
 * Where the drawing actually is inside its 200 × 200 box (x, y, width, height), read from a small
 * rendering cut to its outline: the views then frame the object itself, and its shadow sits under
 * it, however the drawing left its margins.
 */
async function outlineOf(picture: string): Promise<{ x: number; y: number; w: number; h: number }> {
  const scale = 2; // density 36: the 200-unit box renders as 100 px
  const { info } = await sharp(Buffer.from(picture), { density: 36 })
    .trim()
    .toBuffer({ resolveWithObject: true });
  const pad = 1;
  return {
    x: Math.max(0, -(info.trimOffsetLeft ?? 0) * scale - pad),
    y: Math.max(0, -(info.trimOffsetTop ?? 0) * scale - pad),
    w: Math.min(200, info.width * scale + 2 * pad),
    h: Math.min(200, info.height * scale + 2 * pad),
  };
}

/**
 * A product's three square images (WebP): its drawing (`picture`, an SVG of 200 × 200) on soft
 * backdrops derived from `seed`, whole, turned a little and close up, each with a shadow under
 * the object itself. Each view is one SVG (backdrop and drawing) rendered once.
 */
export async function renderProductImages(seed: string, picture: string, size = 480): Promise<Buffer[]> {
  const outline = await outlineOf(picture);
  const drawn = drawingOf(picture);
  return Promise.all(VIEWS.map((_, view) => renderView(`${seed}#${view}`, drawn, outline, view, size)));
}

async function renderView(
  seed: string,
  drawn: string,
  outline: { x: number; y: number; w: number; h: number },
  view: number,
  size: number,
): Promise<Buffer> {
  const rand = seededRandom(seed);
  const hue = intBetween(rand, 0, 359);
  const from = `hsl(${hue} ${intBetween(rand, 35, 60)}% ${intBetween(rand, 93, 96)}%)`;
  const to = `hsl(${(hue + intBetween(rand, 20, 60)) % 360} ${intBetween(rand, 35, 55)}% ${intBetween(rand, 84, 89)}%)`;
  const v = VIEWS[view] ?? VIEWS[0];
  // The object's outline fitted into the view's box, centred (a little above the middle, leaving
  // room for the shadow); a close-up overflows the frame and keeps its middle.
  const k = (size * v.fit) / Math.max(outline.w, outline.h);
  const width = outline.w * k;
  const height = outline.h * k;
  const left = (size - width) / 2;
  const top = (size - height) / 2 - (v.shadow ? size * 0.03 : 0);
  const c = (n: number) => Math.round(n * 10) / 10;
  const shadow = v.shadow
    ? `<ellipse cx="${size / 2}" cy="${c(top + height + size * 0.012)}" rx="${c(width * 0.42)}" ry="${c(size * 0.022)}" fill="#1a1a2e" fill-opacity="0.13"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="caravan-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#caravan-bg)"/>
${shapes(rand, size, size, intBetween(rand, 2, 4))}
${shadow}
<g transform="rotate(${v.rotate} ${size / 2} ${c(top + height / 2)})"><svg x="${c(left)}" y="${c(top)}" width="${c(width)}" height="${c(height)}" viewBox="${outline.x} ${outline.y} ${outline.w} ${outline.h}" overflow="visible">${drawn}</svg></g>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
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
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
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

/**
 * A demo identity photo for the pending seller application: plainly a specimen (a grey card with
 * "SPECIMEN" across it and the side it stands for), never anything resembling a real document.
 */
export async function renderSpecimenDocument(side: 'front' | 'back' | 'hand-held'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect width="640" height="400" fill="#e9ecef"/>
<rect x="40" y="40" width="560" height="320" rx="24" fill="#f8f9fa" stroke="#868e96" stroke-width="4"/>
<rect x="80" y="100" width="140" height="180" rx="12" fill="#ced4da"/>
<rect x="260" y="110" width="280" height="20" rx="6" fill="#adb5bd"/>
<rect x="260" y="160" width="220" height="20" rx="6" fill="#adb5bd"/>
<rect x="260" y="210" width="250" height="20" rx="6" fill="#adb5bd"/>
<text x="320" y="330" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#495057">DEMO · ${side.toUpperCase()}</text>
<text x="320" y="230" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#fa5252" fill-opacity="0.55" transform="rotate(-18 320 200)">SPECIMEN</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
