/**
 * Draws the placeholder images of generated demo content
 * (site/content/generate/images/): soft abstract shapes, blurred
 * circles and bands over a two-colour gradient, seeded by name so every run
 * gives the same pictures, rasterised to 1500x1000 JPEG with sharp.
 * Run: `npx tsx scripts/generate-placeholder-images.ts`. The JPEGs are
 * committed; rerun only when the list in generate/images.ts changes.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PLACEHOLDER_IMAGES, IMAGE_HEIGHT, IMAGE_WIDTH } from '../site/content/generate/images.js';
import { Random, hashString } from '../site/content/generate/random.js';

const QUALITY = 70;
const OUT = fileURLToPath(new URL('../site/content/generate/images/', import.meta.url));

function svg(name: string, palette: readonly string[]): string {
  const rnd = new Random(hashString(name));
  const [bg1, bg2, a, b, c] = palette as [string, string, string, string, string];
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = rnd.int(0, IMAGE_WIDTH);
    const cy = rnd.int(0, IMAGE_HEIGHT);
    const r = rnd.int(120, 420);
    const fill = rnd.pick([a, b, c]);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${(0.35 + rnd.next() * 0.5).toFixed(2)}"/>`);
  }
  const bandY = rnd.int(550, 800);
  const tilt = rnd.int(-120, 120);
  shapes.push(`<path d="M0 ${bandY} Q ${IMAGE_WIDTH / 2} ${bandY + tilt} ${IMAGE_WIDTH} ${bandY - tilt / 2} L ${IMAGE_WIDTH} ${IMAGE_HEIGHT} L 0 ${IMAGE_HEIGHT} Z" fill="${c}" opacity="0.45"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g filter="url(#soft)">${shapes.join('')}</g>
</svg>`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const image of PLACEHOLDER_IMAGES) {
    const file = join(OUT, `${image.name}.jpg`);
    const body = await sharp(Buffer.from(svg(image.name, image.palette))).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
    writeFileSync(file, body);
    total += statSync(file).size;
    console.log(`${image.name}.jpg ${Math.round(body.length / 1024)} KB`);
  }
  console.log(`${PLACEHOLDER_IMAGES.length} images, ${Math.round(total / 1024)} KB in all`);
}

await main();
