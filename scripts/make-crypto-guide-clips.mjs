#!/usr/bin/env node
/**
 * Makes the crypto guide's six short clips (sim-server/src/providers/media/assets/*.webm) once;
 * the files are committed, so nobody needs ffmpeg to run the simulator. Each clip is its step's
 * drawing with a coin travelling the step's way (2.4 s, 10 frames a second, VP9, a few KB).
 * Needs Debian's ffmpeg (built with librsvg): `apt-get install ffmpeg`, then
 * `node scripts/make-crypto-guide-clips.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../sim-server/src/providers/media/assets/', import.meta.url));
const FRAMES = 24;
const s = 'stroke="#0b2030" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';

/** Each step: its drawing and the coin's way (from, to) across it. */
const clips = {
  wallet: {
    drawing: `<rect x="18" y="28" width="84" height="56" rx="10" fill="#f5c542" ${s}/>
      <rect x="70" y="46" width="32" height="20" rx="6" fill="#ffe9a8" ${s}/>
      <circle cx="80" cy="56" r="4" fill="#0b2030"/>
      <path d="M30 28 L74 14 L82 28" fill="none" ${s}/>`,
    way: [
      [60, 0],
      [60, 44],
    ],
  },
  exchange: {
    drawing: `<circle cx="30" cy="50" r="16" fill="#f7931a" ${s}/>
      <circle cx="90" cy="50" r="16" fill="#26a17b" ${s}/>
      <path d="M48 40 H72 l-6 -6 M72 60 H48 l6 6" fill="none" ${s}/>`,
    way: [
      [30, 50],
      [90, 50],
    ],
  },
  buy: {
    drawing: `<rect x="12" y="32" width="54" height="36" rx="6" fill="#8ecae6" ${s}/>
      <path d="M12 44 H66" ${s}/>
      <path d="M72 50 H84 l-5 -5 M84 50 l-5 5" fill="none" ${s}/>
      <circle cx="100" cy="50" r="13" fill="#f7931a" ${s}/>`,
    way: [
      [40, 56],
      [100, 50],
    ],
  },
  transfer: {
    drawing: `<rect x="10" y="30" width="36" height="40" rx="6" fill="#8ecae6" ${s}/>
      <rect x="74" y="34" width="36" height="32" rx="6" fill="#f5c542" ${s}/>
      <path d="M48 50 H72" stroke-dasharray="6 6" fill="none" ${s}/>`,
    way: [
      [28, 50],
      [92, 50],
    ],
  },
  deposit: {
    drawing: `<rect x="20" y="20" width="40" height="60" rx="8" fill="#e8f3fa" ${s}/>
      <rect x="28" y="30" width="24" height="24" fill="#ffffff" ${s}/>
      <rect x="32" y="34" width="6" height="6" fill="#0b2030"/>
      <rect x="42" y="44" width="6" height="6" fill="#0b2030"/>
      <path d="M66 50 H84 l-5 -5 M84 50 l-5 5" fill="none" ${s}/>
      <circle cx="98" cy="50" r="12" fill="#f5c542" ${s}/>`,
    way: [
      [40, 66],
      [98, 50],
    ],
  },
  tips: {
    drawing: `<circle cx="60" cy="42" r="20" fill="#ffe066" ${s}/>
      <rect x="50" y="62" width="20" height="14" rx="3" fill="#cfd8dc" ${s}/>
      <path d="M60 32 V48 M54 42 H66" fill="none" ${s}/>`,
    way: [
      [20, 90],
      [100, 90],
    ],
  },
};

const frame = (drawing, x, y, glow) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 100" width="240" height="200">
    <rect width="120" height="100" fill="#d9ecf7"/>
    <circle cx="60" cy="50" r="${30 + glow * 16}" fill="#ffffff" opacity="${0.35 - glow * 0.2}"/>
    ${drawing}
    <circle cx="${x}" cy="${y}" r="6" fill="#ffd54a" ${s}/>
  </svg>`;

for (const [key, { drawing, way }] of Object.entries(clips)) {
  const dir = mkdtempSync(join(tmpdir(), `clip-${key}-`));
  for (let index = 0; index < FRAMES; index += 1) {
    const t = index / (FRAMES - 1);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    const x = way[0][0] + (way[1][0] - way[0][0]) * eased;
    const y = way[0][1] + (way[1][1] - way[0][1]) * eased;
    writeFileSync(join(dir, `f${String(index).padStart(3, '0')}.svg`), frame(drawing, x, y, t));
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    '10',
    '-i',
    join(dir, 'f%03d.svg'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '45',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(OUT, `${key}.webm`),
  ]);
  rmSync(dir, { recursive: true });
}
console.log(`Wrote ${Object.keys(clips).length} clips to ${OUT}`);
