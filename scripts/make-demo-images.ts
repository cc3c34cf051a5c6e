/**
 * Draws the demo listings' pictures (server/db/seed/demo-images/*.jpg, 1600 x 1067): simple
 * architectural illustrations without text, rendered by Chromium, the same on every run.
 * Run: node --import tsx scripts/make-demo-images.ts
 */
import { chromium } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_NAMES, DEMO_IMAGE_WIDTH } from '../server/db/seed/listings';

const out = fileURLToPath(new URL('../server/db/seed/demo-images/', import.meta.url));

const draw = `(name, W, H) => {
  let seed = [...name].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296);
  const c = document.createElement('canvas'); c.width = W; c.height = H; document.body.appendChild(c);
  const g = c.getContext('2d');
  const indoor = /kontor|moede|klinik|restaurant|butik/.test(name) && !/facade/.test(name);
  const warm = ['#f3e9dc', '#e8ded2', '#efe6da'][Math.floor(rnd() * 3)];
  if (indoor) {
    g.fillStyle = warm; g.fillRect(0, 0, W, H);
    g.fillStyle = '#d9cbb8'; g.fillRect(0, H * 0.72, W, H * 0.28);
    for (let i = 0; i < 3; i++) { // windows with daylight
      const x = W * (0.08 + i * 0.3), w = W * 0.24;
      const sky = g.createLinearGradient(0, H * 0.1, 0, H * 0.6); sky.addColorStop(0, '#a9cbe8'); sky.addColorStop(1, '#e4f0f8');
      g.fillStyle = sky; g.fillRect(x, H * 0.1, w, H * 0.5);
      g.strokeStyle = '#5b5148'; g.lineWidth = 10; g.strokeRect(x, H * 0.1, w, H * 0.5);
      g.beginPath(); g.moveTo(x + w / 2, H * 0.1); g.lineTo(x + w / 2, H * 0.6); g.stroke();
    }
    const tables = /restaurant/.test(name) ? 6 : /butik/.test(name) ? 3 : 4;
    for (let i = 0; i < tables; i++) { // tables / counters
      const x = W * (0.06 + i * (0.9 / tables)), y = H * (0.66 + rnd() * 0.08);
      g.fillStyle = ['#8a6a4f', '#6f7f8f', '#a07d5a'][i % 3]; g.fillRect(x, y, W * 0.12, H * 0.03);
      g.fillRect(x + W * 0.01, y, W * 0.008, H * 0.12); g.fillRect(x + W * 0.1, y, W * 0.008, H * 0.12);
      g.fillStyle = '#3f6e5a'; g.beginPath(); g.arc(x + W * 0.06, y - H * 0.04, H * 0.035, 0, Math.PI * 2); g.fill();
    }
    g.fillStyle = 'rgba(255,255,255,0.18)'; g.fillRect(0, 0, W, H * 0.06);
  } else {
    const sky = g.createLinearGradient(0, 0, 0, H); sky.addColorStop(0, '#6fa3d6'); sky.addColorStop(0.7, '#d7e8f5'); g.fillStyle = sky; g.fillRect(0, 0, W, H);
    g.fillStyle = /grund/.test(name) ? '#8fae5d' : '#9a9a94'; g.fillRect(0, H * 0.8, W, H * 0.2);
    if (/grund/.test(name)) {
      g.fillStyle = '#a7c06f'; for (let i = 0; i < 40; i++) { g.beginPath(); g.ellipse(rnd() * W, H * (0.8 + rnd() * 0.2), 60, 12, 0, 0, Math.PI * 2); g.fill(); }
      g.fillStyle = '#5d7f3a'; for (let i = 0; i < 9; i++) { const x = rnd() * W; g.beginPath(); g.arc(x, H * 0.74, 40 + rnd() * 30, 0, Math.PI * 2); g.fill(); }
    } else {
      const hall = /lager|produktion/.test(name);
      const n = hall ? 2 : 4;
      for (let b = 0; b < n; b++) {
        const w = W / n * (0.75 + rnd() * 0.2), x = b * W / n + (W / n - w) / 2;
        const h = hall ? H * (0.28 + rnd() * 0.08) : H * (0.4 + rnd() * 0.3), y = H * 0.8 - h;
        g.fillStyle = hall ? ['#b8b8b0', '#9fa6ad'][b % 2] : ['#c98f6b', '#d9c7a8', '#8c8f96', '#b45f4a'][Math.floor(rnd() * 4)];
        g.fillRect(x, y, w, h);
        if (hall) { g.fillStyle = '#70767c'; for (let d = 0; d < 3; d++) g.fillRect(x + w * (0.1 + d * 0.3), H * 0.8 - h * 0.55, w * 0.2, h * 0.55); }
        else {
          const cols = 5 + Math.floor(rnd() * 3), rows = Math.max(3, Math.floor(h / 90));
          for (let r = 0; r < rows; r++) for (let k = 0; k < cols; k++) {
            g.fillStyle = rnd() > 0.3 ? '#e9f2f8' : '#f5d98b';
            g.fillRect(x + w * (0.08 + k * 0.86 / cols), y + h * (0.08 + r * 0.85 / rows), w * 0.6 / cols, h * 0.55 / rows);
          }
        }
      }
    }
    g.fillStyle = 'rgba(255,255,255,0.85)'; for (let i = 0; i < 4; i++) { g.beginPath(); g.ellipse(rnd() * W, H * (0.08 + rnd() * 0.2), 120, 30, 0, 0, Math.PI * 2); g.fill(); }
  }
}`;

async function main() {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT } });
  for (const name of DEMO_IMAGE_NAMES) {
    await page.setContent('<body style="margin:0;overflow:hidden"></body>');
    await page.evaluate(`(${draw})(${JSON.stringify(name)}, ${DEMO_IMAGE_WIDTH}, ${DEMO_IMAGE_HEIGHT})`);
    const jpg = await page.locator('canvas').screenshot({ type: 'jpeg', quality: 80 });
    await writeFile(`${out}${name}.jpg`, jpg);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
