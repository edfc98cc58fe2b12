import { sha256 } from './sha256.js';

/**
 * Generated art, served by the sandbox itself so collection images, banners and gallery items
 * never depend on a third-party host (and a strict img-src policy on a demo page still works).
 */

const ART_FILE = /^(?:(\d{1,6})|cover|banner|prize-(\d{1,3}))\.svg$/;
const ART_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isArtRequest(slug: string, file: string): boolean {
  return ART_SLUG.test(slug) && ART_FILE.test(file);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function hue(bytes: Uint8Array, index: number): number {
  return Math.round(((bytes[index] ?? 0) / 255) * 360);
}

/**
 * An SVG for `/__sandbox/art/{slug}/{file}`; `title` is drawn on covers. Banners carry no text: a page
 * lays the collection's name over the banner's lower edge, and drawn text there would collide with it.
 */
export function renderArt(slug: string, file: string, title?: string): string {
  const bytes = sha256(`mintkit-sandbox:art:${slug}:${file}`);
  const isBanner = file === 'banner.svg';
  const width = isBanner ? 1500 : 600;
  const height = isBanner ? 500 : 600;
  const [a, b, c] = [hue(bytes, 0), hue(bytes, 1), hue(bytes, 2)];
  const shapes = Array.from({ length: 6 }, (_, index) => {
    const x = ((bytes[3 + index] ?? 0) / 255) * width;
    const y = ((bytes[9 + index] ?? 0) / 255) * height;
    const r = 40 + ((bytes[15 + index] ?? 0) / 255) * (height / 3);
    const shapeHue = (c + index * 47) % 360;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="hsl(${shapeHue} 70% 60%)" fill-opacity="0.45"/>`;
  }).join('');
  const number = ART_FILE.exec(file)?.[1];
  const label = file === 'cover.svg' || isBanner ? (title ?? slug) : number ? `#${number}` : file.replace('.svg', '');
  const fontSize = isBanner ? 72 : file === 'cover.svg' ? 48 : 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 65% 35%)"/><stop offset="1" stop-color="hsl(${b} 70% 55%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    shapes,
    isBanner ? '' : `<text x="${width / 2}" y="${height - fontSize}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
