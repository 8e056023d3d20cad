// Makes the demo store's short videos (templates/assets/videos/*.webm) with
// the machine's Chromium: a canvas animation recorded by MediaRecorder, so
// the demo needs no video tool and no download. Run once; the files are
// committed: `node scripts/generate-demo-videos.mjs`.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { chromium } = createRequire(import.meta.url)('playwright-core');
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const out = fileURLToPath(new URL('../templates/assets/videos/', import.meta.url));

/** Name, clay colour, glaze colour: one short clip each. */
const CLIPS = [
  ['centering', '#b5835a', '#6b4b33'],
  ['trimming', '#c79a6e', '#8a5a3a'],
  ['glazing', '#9aa7a0', '#2f5d62'],
];
const SECONDS = 4;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const [name, clay, glaze] of CLIPS) {
    const base64 = await page.evaluate(
      async ({ clay, glaze, seconds }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        document.body.append(canvas);
        const g = canvas.getContext('2d');
        const stream = canvas.captureStream(24);
        const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
        const chunks = [];
        rec.ondataavailable = (e) => chunks.push(e.data);
        const start = performance.now();
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          g.fillStyle = '#f4efe6';
          g.fillRect(0, 0, 640, 360);
          g.fillStyle = '#3b3b3b';
          g.fillRect(120, 280, 400, 24);
          // The pot: its wall rises and its rim turns.
          const h = 60 + 60 * Math.min(1, t / seconds);
          g.fillStyle = clay;
          g.beginPath();
          g.ellipse(320, 280 - h / 2, 80 - 10 * Math.sin(t * 2), h / 2, 0, 0, Math.PI * 2);
          g.fill();
          g.strokeStyle = glaze;
          g.lineWidth = 6;
          g.beginPath();
          g.ellipse(320, 280 - h, 60, 12, 0, t * 4, t * 4 + Math.PI * 1.5);
          g.stroke();
        };
        rec.start(250);
        await new Promise((resolve) => {
          const tick = () => {
            draw();
            if (performance.now() - start < seconds * 1000) requestAnimationFrame(tick);
            else resolve(undefined);
          };
          tick();
        });
        await new Promise((resolve) => {
          rec.onstop = resolve;
          rec.stop();
        });
        canvas.remove();
        const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let s = '';
        for (const b of buf) s += String.fromCharCode(b);
        return btoa(s);
      },
      { clay, glaze, seconds: SECONDS },
    );
    writeFileSync(`${out}${name}.webm`, Buffer.from(base64, 'base64'));
    console.log(`${name}.webm`, Buffer.from(base64, 'base64').length, 'bytes');
  }
} finally {
  await browser.close();
}
