/**
 * Draws the demo store's images: one flat illustration per product, blog
 * post and gallery slide, as SVG (shapes and colours only, seeded by name so
 * every run gives the same pictures), rasterised to 1500x1000 JPEG with
 * sharp into templates/assets/. Run: `npx tsx scripts/generate-demo-images.ts`.
 * The JPEGs are committed; rerun only when this list changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1500;
const H = 1000;
const QUALITY = 75;

type Kind =
  | 'apron' | 'mug' | 'board' | 'blanket' | 'vase' | 'candle' | 'tote' | 'carafe' | 'napkins' | 'bowls'
  | 'spoon' | 'kettle' | 'cards' | 'book' | 'wheel' | 'table' | 'calendar' | 'beans' | 'flowers' | 'box'
  | 'tea' | 'giftcard' | 'planter' | 'plate' | 'landscape' | 'studio' | 'still-life';

interface Picture {
  file: string;
  kind: Kind;
  bg: string;
  main: string;
  accent: string;
}

/** Every picture of the demo store; file names are what the fixtures reference. */
export const PICTURES: Picture[] = [
  { file: 'products/linen-apron.jpg', kind: 'apron', bg: '#efe6d8', main: '#b9a27e', accent: '#6d5a3f' },
  { file: 'products/stoneware-mug.jpg', kind: 'mug', bg: '#dfe7e4', main: '#3f6b63', accent: '#f3efe6' },
  { file: 'products/walnut-board.jpg', kind: 'board', bg: '#f2ebe3', main: '#7a4e2d', accent: '#a8744c' },
  { file: 'products/wool-throw.jpg', kind: 'blanket', bg: '#e9e4ef', main: '#8f6fa8', accent: '#f4eef8' },
  { file: 'products/ceramic-vase.jpg', kind: 'vase', bg: '#f1e4de', main: '#c76b4f', accent: '#f6d8c9' },
  { file: 'products/brass-candle-holder.jpg', kind: 'candle', bg: '#1f2a33', main: '#c9a44c', accent: '#f5e6b8' },
  { file: 'products/cotton-tote.jpg', kind: 'tote', bg: '#e6eef4', main: '#f4efe4', accent: '#2e4a62' },
  { file: 'products/beeswax-candles.jpg', kind: 'candle', bg: '#f6efdc', main: '#e3b341', accent: '#fff6d6' },
  { file: 'products/glass-carafe.jpg', kind: 'carafe', bg: '#e4f0f0', main: '#9cc9cc', accent: '#ffffff' },
  { file: 'products/monogram-napkins.jpg', kind: 'napkins', bg: '#f4f1ea', main: '#ffffff', accent: '#27476e' },
  { file: 'products/nesting-bowls.jpg', kind: 'bowls', bg: '#ebe7e0', main: '#4b4b4b', accent: '#e9e2d5' },
  { file: 'products/olive-wood-spoon.jpg', kind: 'spoon', bg: '#eef0e4', main: '#9c7a4b', accent: '#6f8a3c' },
  { file: 'products/enamel-kettle.jpg', kind: 'kettle', bg: '#fbe9e4', main: '#d9483b', accent: '#2b2b2b' },
  { file: 'products/recipe-cards.jpg', kind: 'cards', bg: '#fdf6e9', main: '#ffffff', accent: '#e07a5f' },
  { file: 'products/glazing-guide.jpg', kind: 'book', bg: '#e5ecf6', main: '#3d5a80', accent: '#ee6c4d' },
  { file: 'products/pottery-lesson.jpg', kind: 'wheel', bg: '#ede3d9', main: '#8c6a52', accent: '#c9b8a6' },
  { file: 'products/table-consultation.jpg', kind: 'table', bg: '#eef2ee', main: '#5e7d63', accent: '#ffffff' },
  { file: 'products/weekend-workshop.jpg', kind: 'calendar', bg: '#f3eee6', main: '#ffffff', accent: '#d1495b' },
  { file: 'products/coffee-subscription.jpg', kind: 'beans', bg: '#efe5da', main: '#5b3a29', accent: '#8c5a3c' },
  { file: 'products/flower-delivery.jpg', kind: 'flowers', bg: '#f5eef0', main: '#e07aa0', accent: '#5c8a4d' },
  { file: 'products/candle-club.jpg', kind: 'box', bg: '#e8e3f1', main: '#574b90', accent: '#f7d794' },
  { file: 'products/seasonal-box.jpg', kind: 'box', bg: '#e9f2e6', main: '#5c8a4d', accent: '#f2c14e' },
  { file: 'products/tea-sampler.jpg', kind: 'tea', bg: '#f1f0e4', main: '#7c9a5e', accent: '#e6d3a3' },
  { file: 'products/gift-card.jpg', kind: 'giftcard', bg: '#e7edf3', main: '#1d3557', accent: '#e9c46a' },
  { file: 'products/ceramic-planter.jpg', kind: 'planter', bg: '#f0ece4', main: '#d4a373', accent: '#588157' },
  { file: 'products/dinner-plates.jpg', kind: 'plate', bg: '#e3e8ee', main: '#f8f8f4', accent: '#5a7d9a' },
  { file: 'products/linen-napkins.jpg', kind: 'napkins', bg: '#efe9f2', main: '#c7b2d6', accent: '#6b4e7a' },
  { file: 'blog/spring-glazes.jpg', kind: 'still-life', bg: '#f3e9dc', main: '#c8553d', accent: '#588b8b' },
  { file: 'blog/studio-visit.jpg', kind: 'studio', bg: '#e8e2d6', main: '#6b705c', accent: '#cb997e' },
  { file: 'blog/table-setting.jpg', kind: 'table', bg: '#f4f1de', main: '#3d405b', accent: '#e07a5f' },
  { file: 'blog/care-guide.jpg', kind: 'board', bg: '#edf2f4', main: '#8d6346', accent: '#b08968' },
  { file: 'blog/market-day.jpg', kind: 'landscape', bg: '#fde2e4', main: '#457b9d', accent: '#f4a261' },
  { file: 'gallery/coast.jpg', kind: 'landscape', bg: '#dbe9f4', main: '#2a6f97', accent: '#f2cc8f' },
  { file: 'gallery/hills.jpg', kind: 'landscape', bg: '#eef4e1', main: '#6a994e', accent: '#f2e8cf' },
  { file: 'gallery/dusk.jpg', kind: 'landscape', bg: '#3d315b', main: '#f29e4c', accent: '#f7d6bf' },
  { file: 'gallery/kiln.jpg', kind: 'studio', bg: '#2f2f2f', main: '#e76f51', accent: '#f4a261' },
  { file: 'gallery/shelf.jpg', kind: 'still-life', bg: '#f1faee', main: '#1d3557', accent: '#e63946' },
  { file: 'gallery/morning.jpg', kind: 'still-life', bg: '#fff1e6', main: '#b5838d', accent: '#6d6875' },
];

/** A small seeded generator (mulberry32), so pictures are the same on every run. */
function rng(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CX = W / 2;
const FLOOR = 780;

function shadow(w: number): string {
  return `<ellipse cx="${CX}" cy="${FLOOR + 8}" rx="${w}" ry="${w * 0.09}" fill="#000" opacity="0.12"/>`;
}

/** The object in the middle of the picture. */
function subject(p: Picture, r: () => number): string {
  const { main, accent } = p;
  switch (p.kind) {
    case 'apron':
      return `${shadow(260)}<path d="M620 200 h260 l30 140 l90 40 l-30 400 h-420 l-30 -400 l90 -40z" fill="${main}"/>
        <rect x="640" y="520" width="220" height="130" rx="14" fill="${accent}" opacity="0.35"/>
        <path d="M620 200 q130 -120 260 0" stroke="${accent}" stroke-width="14" fill="none"/>`;
    case 'mug':
      return `${shadow(230)}<rect x="560" y="380" width="330" height="400" rx="40" fill="${main}"/>
        <path d="M890 470 q140 0 140 120 q0 120 -140 120" stroke="${main}" stroke-width="46" fill="none"/>
        <rect x="560" y="380" width="330" height="70" rx="30" fill="${accent}" opacity="0.5"/>
        <path d="M660 330 q30 -60 0 -120 M740 330 q30 -60 0 -120" stroke="${accent}" stroke-width="12" fill="none" opacity="0.8"/>`;
    case 'board':
      return `${shadow(420)}<rect x="330" y="560" width="760" height="200" rx="60" fill="${main}"/>
        <rect x="1090" y="620" width="150" height="80" rx="40" fill="${main}"/>
        <circle cx="1200" cy="660" r="18" fill="${p.bg}"/>
        <path d="M380 620 q300 30 660 0 M380 680 q320 -30 680 10" stroke="${accent}" stroke-width="8" fill="none" opacity="0.7"/>`;
    case 'blanket': {
      let stripes = '';
      for (let i = 0; i < 7; i++) stripes += `<rect x="${420 + i * 96}" y="300" width="40" height="480" fill="${accent}" opacity="0.55"/>`;
      return `${shadow(380)}<rect x="400" y="300" width="700" height="480" rx="30" fill="${main}"/>${stripes}
        <path d="M400 760 v60 M460 780 v50 M1040 780 v50 M1100 760 v60" stroke="${main}" stroke-width="10"/>`;
    }
    case 'vase':
      return `${shadow(200)}<path d="M690 220 h120 v60 q170 120 150 300 q-20 200 -210 200 q-190 0 -210 -200 q-20 -180 150 -300z" fill="${main}"/>
        <path d="M600 520 q150 60 300 0" stroke="${accent}" stroke-width="22" fill="none"/>
        <path d="M750 220 q-40 -90 -120 -110 M750 220 q30 -110 120 -130" stroke="#5c7a4d" stroke-width="10" fill="none"/>`;
    case 'candle': {
      let out = shadow(320);
      const n = 2 + Math.floor(r() * 2);
      for (let i = 0; i < n; i++) {
        const x = CX - (n - 1) * 130 + i * 260;
        const h = 260 + Math.floor(r() * 180);
        out += `<rect x="${x - 60}" y="${FLOOR - h}" width="120" height="${h}" rx="14" fill="${accent}"/>
          <rect x="${x - 90}" y="${FLOOR - 40}" width="180" height="40" rx="12" fill="${main}"/>
          <ellipse cx="${x}" cy="${FLOOR - h - 50}" rx="22" ry="44" fill="#ffb703"/>
          <ellipse cx="${x}" cy="${FLOOR - h - 40}" rx="10" ry="22" fill="#fff3b0"/>`;
      }
      return out;
    }
    case 'tote':
      return `${shadow(260)}<path d="M640 380 q0 -200 110 -200 q110 0 110 200" stroke="${accent}" stroke-width="26" fill="none"/>
        <path d="M520 380 h460 l-30 400 h-400z" fill="${main}"/>
        <circle cx="750" cy="580" r="70" fill="${accent}" opacity="0.85"/>`;
    case 'carafe':
      return `${shadow(200)}<path d="M700 200 h100 v180 q180 80 180 240 q0 160 -230 160 q-230 0 -230 -160 q0 -160 180 -240z" fill="${main}" opacity="0.8"/>
        <path d="M540 600 q210 60 420 0 v20 q0 140 -210 140 q-210 0 -210 -140z" fill="${accent}" opacity="0.6"/>
        <rect x="690" y="190" width="120" height="30" rx="10" fill="${main}"/>`;
    case 'napkins': {
      let out = shadow(340);
      for (let i = 0; i < 3; i++) out += `<rect x="${480 + i * 30}" y="${420 - i * 70}" width="480" height="340" rx="10" fill="${main}" stroke="${accent}" stroke-width="6" opacity="${1 - i * 0.1}"/>`;
      return `${out}<circle cx="${1000}" cy="300" r="46" fill="none" stroke="${accent}" stroke-width="10"/>`;
    }
    case 'bowls':
      return `${shadow(360)}<path d="M400 560 h700 q-30 220 -350 220 q-320 0 -350 -220z" fill="${main}"/>
        <path d="M500 470 h500 q-20 160 -250 160 q-230 0 -250 -160z" fill="${accent}"/>
        <path d="M590 390 h320 q-20 110 -160 110 q-140 0 -160 -110z" fill="${main}" opacity="0.75"/>`;
    case 'spoon':
      return `${shadow(360)}<ellipse cx="560" cy="620" rx="170" ry="110" fill="${main}"/>
        <rect x="700" y="600" width="520" height="44" rx="22" fill="${main}"/>
        <path d="M1100 360 q60 -80 140 -40 q-40 80 -140 40z M1020 420 q-20 -90 60 -120 q20 90 -60 120z" fill="${accent}"/>`;
    case 'kettle':
      return `${shadow(300)}<path d="M520 780 q-40 -360 230 -380 q270 20 230 380z" fill="${main}"/>
        <path d="M960 560 l170 -120 l20 40 l-160 140z" fill="${main}"/>
        <path d="M600 420 q150 -240 300 0" stroke="${accent}" stroke-width="24" fill="none"/>
        <circle cx="750" cy="390" r="30" fill="${accent}"/>`;
    case 'cards': {
      let out = shadow(330);
      for (let i = 0; i < 3; i++) {
        const rot = -12 + i * 12;
        out += `<g transform="rotate(${rot} 750 560)"><rect x="520" y="330" width="460" height="320" rx="18" fill="${main}" stroke="#ddd" stroke-width="4"/>
          <rect x="560" y="370" width="180" height="14" rx="7" fill="${accent}"/><rect x="560" y="410" width="380" height="10" rx="5" fill="#ccc"/>
          <rect x="560" y="440" width="340" height="10" rx="5" fill="#ccc"/></g>`;
      }
      return out;
    }
    case 'book':
      return `${shadow(280)}<rect x="520" y="240" width="460" height="540" rx="16" fill="${main}"/>
        <rect x="520" y="240" width="50" height="540" fill="#000" opacity="0.2"/>
        <circle cx="775" cy="470" r="110" fill="${accent}"/><rect x="640" y="640" width="270" height="20" rx="10" fill="#fff" opacity="0.7"/>`;
    case 'wheel':
      return `${shadow(380)}<ellipse cx="${CX}" cy="650" rx="380" ry="90" fill="${accent}"/>
        <rect x="400" y="650" width="700" height="130" fill="${accent}"/><ellipse cx="${CX}" cy="780" rx="350" ry="40" fill="${main}" opacity="0.4"/>
        <path d="M640 640 q-20 -200 60 -260 h100 q80 60 60 260z" fill="${main}"/>`;
    case 'table':
      return `${shadow(420)}<rect x="320" y="500" width="860" height="40" rx="12" fill="${main}"/>
        <rect x="380" y="540" width="30" height="240" fill="${main}"/><rect x="1090" y="540" width="30" height="240" fill="${main}"/>
        <ellipse cx="600" cy="490" rx="110" ry="18" fill="${accent}"/><ellipse cx="900" cy="490" rx="110" ry="18" fill="${accent}"/>
        <rect x="735" y="360" width="30" height="130" fill="${accent}"/>`;
    case 'calendar': {
      let cells = '';
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 6; col++)
          cells += `<rect x="${530 + col * 75}" y="${420 + row * 75}" width="55" height="55" rx="8" fill="${(row * 6 + col) % 7 === 5 ? p.accent : '#e6e1d8'}"/>`;
      return `${shadow(290)}<rect x="490" y="260" width="520" height="520" rx="26" fill="${main}"/>
        <rect x="490" y="260" width="520" height="120" rx="26" fill="${accent}"/>${cells}`;
    }
    case 'beans': {
      let out = `${shadow(300)}<path d="M560 280 h380 l40 500 h-460z" fill="${accent}"/><rect x="600" y="420" width="300" height="160" rx="20" fill="#f3e9dc"/>`;
      for (let i = 0; i < 9; i++) {
        const x = 420 + r() * 660;
        const y = 790 + r() * 60;
        out += `<g transform="rotate(${Math.floor(r() * 180)} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="34" ry="24" fill="${main}"/><path d="M${x - 28} ${y} q28 -10 56 0" stroke="#2b1a10" stroke-width="4" fill="none"/></g>`;
      }
      return out;
    }
    case 'flowers': {
      let out = `${shadow(200)}<path d="M650 560 h200 l-30 220 h-140z" fill="#f0e6da"/>`;
      for (let i = 0; i < 5; i++) {
        const x = 560 + i * 95;
        const y = 250 + r() * 150;
        out += `<path d="M750 560 Q${(x + 750) / 2} ${y + 150} ${x} ${y}" stroke="${accent}" stroke-width="10" fill="none"/>`;
        for (let k = 0; k < 6; k++) out += `<circle cx="${x + Math.cos(k) * 36}" cy="${y + Math.sin(k) * 36}" r="30" fill="${main}"/>`;
        out += `<circle cx="${x}" cy="${y}" r="20" fill="#ffd166"/>`;
      }
      return out;
    }
    case 'box':
      return `${shadow(330)}<rect x="470" y="420" width="560" height="360" rx="10" fill="${main}"/>
        <rect x="440" y="360" width="620" height="100" rx="10" fill="${main}"/><rect x="720" y="360" width="60" height="420" fill="${accent}"/>
        <path d="M750 360 q-120 -140 -200 -40 q80 40 200 40 q120 -140 200 -40 q-80 40 -200 40" fill="${accent}"/>`;
    case 'tea': {
      let out = shadow(360);
      for (let i = 0; i < 4; i++)
        out += `<rect x="${440 + i * 160}" y="${460 - (i % 2) * 40}" width="130" height="${320 + (i % 2) * 40}" rx="14" fill="${i % 2 ? accent : main}"/>
          <rect x="${440 + i * 160}" y="${520 - (i % 2) * 40}" width="130" height="60" fill="#fff" opacity="0.6"/>`;
      return out;
    }
    case 'giftcard':
      return `${shadow(330)}<rect x="450" y="300" width="600" height="380" rx="30" fill="${main}"/>
        <rect x="450" y="440" width="600" height="40" fill="${accent}"/><rect x="820" y="300" width="40" height="380" fill="${accent}"/>
        <path d="M840 460 q-120 -150 -190 -50 q70 50 190 50 q120 -150 190 -50 q-70 50 -190 50" fill="${accent}"/>`;
    case 'planter':
      return `${shadow(240)}<path d="M560 520 h380 l-50 260 h-280z" fill="${main}"/>
        <path d="M750 520 q-180 -160 -120 -330 q100 120 120 330 q20 -230 160 -300 q40 180 -160 300" fill="${accent}"/>`;
    case 'plate':
      return `${shadow(360)}<ellipse cx="${CX}" cy="560" rx="380" ry="220" fill="${main}" stroke="#d8d8d0" stroke-width="6"/>
        <ellipse cx="${CX}" cy="560" rx="260" ry="140" fill="none" stroke="${accent}" stroke-width="14"/>
        <ellipse cx="${CX}" cy="560" rx="200" ry="100" fill="${main}" stroke="#e8e8e0" stroke-width="4"/>`;
    case 'landscape': {
      const sun = `<circle cx="${400 + r() * 700}" cy="${220 + r() * 120}" r="${70 + r() * 40}" fill="${accent}"/>`;
      let hills = '';
      for (let i = 0; i < 3; i++) {
        const y = 560 + i * 120;
        hills += `<path d="M0 ${y} Q${300 + r() * 300} ${y - 200 - r() * 120} ${750} ${y - 40} T${W} ${y - 60} V${H} H0z" fill="${main}" opacity="${0.45 + i * 0.25}"/>`;
      }
      return sun + hills;
    }
    case 'studio': {
      let shelf = `<rect x="250" y="380" width="1000" height="20" fill="${main}"/><rect x="250" y="620" width="1000" height="20" fill="${main}"/>`;
      for (let i = 0; i < 6; i++) {
        const x = 300 + i * 160;
        const h = 80 + r() * 120;
        shelf += `<rect x="${x}" y="${380 - h}" width="${70 + r() * 40}" height="${h}" rx="20" fill="${i % 2 ? accent : main}" opacity="0.9"/>`;
        const h2 = 80 + r() * 120;
        shelf += `<ellipse cx="${x + 50}" cy="${620 - h2 / 2}" rx="${45 + r() * 20}" ry="${h2 / 2}" fill="${i % 2 ? main : accent}"/>`;
      }
      return shelf;
    }
    case 'still-life':
      return `${shadow(420)}<circle cx="560" cy="${FLOOR - 150}" r="150" fill="${main}"/>
        <rect x="760" y="${FLOOR - 420}" width="180" height="420" rx="70" fill="${accent}"/>
        <path d="M960 ${FLOOR} q10 -200 130 -220 q120 20 130 220z" fill="${main}" opacity="0.7"/>`;
  }
}

export function svgFor(p: Picture): string {
  const r = rng(p.file);
  const dots = Array.from({ length: 14 }, () => `<circle cx="${Math.floor(r() * W)}" cy="${Math.floor(r() * 500)}" r="${4 + Math.floor(r() * 8)}" fill="${p.main}" opacity="0.12"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${p.bg}"/>
  <rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="#000" opacity="0.05"/>
  ${dots}
  ${subject(p, r)}
</svg>`;
}

async function main(): Promise<void> {
  const outDir = fileURLToPath(new URL('../templates/assets/', import.meta.url));
  let total = 0;
  for (const p of PICTURES) {
    const out = outDir + p.file;
    mkdirSync(dirname(out), { recursive: true });
    const jpeg = await sharp(Buffer.from(svgFor(p))).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
    writeFileSync(out, jpeg);
    total += jpeg.length;
  }
  console.log(`${PICTURES.length} images, ${(total / 1e6).toFixed(2)} MB in templates/assets/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
