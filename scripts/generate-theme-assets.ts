/**
 * Draws the tiny images of the example template folders under
 * fixtures/themes/NAME/template/assets/: flat two-colour pictures (a band
 * and a disc), 48x32 JPEG or 32x32 PNG, so the committed files stay a few
 * hundred bytes each. Same list, same bytes: rerun only when it changes.
 * Run: `npx tsx scripts/generate-theme-assets.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fromRoot } from '../site/project-root.js';

interface Picture {
  /** Path under fixtures/themes/. */
  file: string;
  bg: string;
  fg: string;
}

export const THEME_PICTURES: Picture[] = [
  { file: 'blog/template/assets/posts/first-frost.jpg', bg: '#dce6ef', fg: '#5b7a99' },
  { file: 'blog/template/assets/posts/harbour-walk.jpg', bg: '#e8e0d0', fg: '#2f5a6b' },
  { file: 'blog/template/assets/posts/orchard.jpg', bg: '#e5efd9', fg: '#9b3b2a' },
  { file: 'blog/template/assets/avatar.png', bg: '#f0e6da', fg: '#7b4b2a' },
  { file: 'blog/template/assets/banner.jpg', bg: '#20303c', fg: '#e8c070' },
  { file: 'portfolio/template/assets/work/dunes.jpg', bg: '#f3e3c3', fg: '#c98b3c' },
  { file: 'portfolio/template/assets/work/pier.jpg', bg: '#cfdce6', fg: '#33475b' },
  { file: 'portfolio/template/assets/work/forest.jpg', bg: '#d6e4d0', fg: '#2e5233' },
  { file: 'portfolio/template/assets/work/studio.jpg', bg: '#eeeeee', fg: '#222222' },
  { file: 'portfolio/template/assets/work/poster.jpg', bg: '#101820', fg: '#f2aa4c' },
  { file: 'portfolio/template/assets/portrait.png', bg: '#f5ede4', fg: '#8a5a44' },
  { file: 'store/template/assets/products/teapot.jpg', bg: '#eae2d6', fg: '#5d7b6f' },
  { file: 'store/template/assets/products/cups.jpg', bg: '#f2ece4', fg: '#b8643c' },
  { file: 'store/template/assets/products/print.jpg', bg: '#e4e8f0', fg: '#3b4a7a' },
  { file: 'store/template/assets/products/card.jpg', bg: '#f6e7e0', fg: '#c0392b' },
  { file: 'store/template/assets/events/tasting.jpg', bg: '#efe8d8', fg: '#6b4f2a' },
  { file: 'multilingual/template/assets/logo.png', bg: '#ffffff', fg: '#1c6e8c' },
  { file: 'multilingual/template/assets/hall.jpg', bg: '#e6e2f0', fg: '#4c3b7a' },
  { file: 'minimal/template/assets/mark.png', bg: '#fafafa', fg: '#111111' },
];

function svg(p: Picture, w: number, h: number): Buffer {
  const r = Math.round(Math.min(w, h) / 3);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${p.bg}"/>` +
      `<rect y="${Math.round(h * 0.7)}" width="${w}" height="${h - Math.round(h * 0.7)}" fill="${p.fg}" opacity="0.5"/>` +
      `<circle cx="${Math.round(w / 2)}" cy="${Math.round(h / 2)}" r="${r}" fill="${p.fg}"/></svg>`,
  );
}

export async function generate(root = fromRoot('fixtures', 'themes')): Promise<string[]> {
  const written: string[] = [];
  for (const p of THEME_PICTURES) {
    const png = p.file.endsWith('.png');
    const [w, h] = png ? [32, 32] : [48, 32];
    const image = sharp(svg(p, w, h));
    const data = png ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 70 }).toBuffer();
    const out = `${root}${p.file}`;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, data);
    written.push(out);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generate();
  console.log(`${files.length} images written`);
}
