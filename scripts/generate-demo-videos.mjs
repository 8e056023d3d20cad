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

/** An EBML variable-length integer at `at`: its length in bytes and its value (marker bit kept for ids). */
function vint(buf, at, keepMarker) {
  const first = buf[at];
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
  let value = keepMarker ? first : first & (0xff >> len);
  for (let i = 1; i < len; i++) value = value * 256 + buf[at + i];
  return { len, value };
}

/**
 * MediaRecorder writes no Duration in the WebM Segment's Info, so players
 * report an endless video: add it (in the Info's TimecodeScale, by default
 * milliseconds). The Segment's size is unknown, so growing Info is safe.
 */
function withDuration(buf, ms) {
  const header = vint(buf, 0, true);
  const headerSize = vint(buf, header.len, false);
  let at = header.len + headerSize.len + headerSize.value;
  const segment = vint(buf, at, true);
  if (segment.value !== 0x18538067) throw new Error('no WebM Segment');
  at += segment.len + vint(buf, at + segment.len, false).len;
  for (;;) {
    const id = vint(buf, at, true);
    const size = vint(buf, at + id.len, false);
    const body = at + id.len + size.len;
    if (id.value === 0x1549a966) {
      const duration = Buffer.alloc(11);
      duration.set([0x44, 0x89, 0x88]);
      duration.writeDoubleBE(ms, 3);
      const content = Buffer.concat([buf.subarray(body, body + size.value), duration]);
      const newSize = Buffer.alloc(8);
      newSize[0] = 0x01;
      newSize.writeUIntBE(content.length, 2, 6);
      return Buffer.concat([buf.subarray(0, at), buf.subarray(at, at + id.len), newSize, content, buf.subarray(body + size.value)]);
    }
    at = body + size.value;
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const [name, clay, glaze] of CLIPS) {
    const { base64, ms } = await page.evaluate(
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
        const ms = performance.now() - start;
        canvas.remove();
        const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let s = '';
        for (const b of buf) s += String.fromCharCode(b);
        return { base64: btoa(s), ms };
      },
      { clay, glaze, seconds: SECONDS },
    );
    const file = withDuration(Buffer.from(base64, 'base64'), ms);
    writeFileSync(`${out}${name}.webm`, file);
    console.log(`${name}.webm`, file.length, 'bytes', Math.round(ms), 'ms');
  }
} finally {
  await browser.close();
}
