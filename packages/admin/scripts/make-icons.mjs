#!/usr/bin/env node
// @ts-check
// Renders the console's app icons (PWA manifest, iOS home screen, favicon) from one SVG with
// sharp, into public/icons/. Run after changing the artwork: `npm run icons -w @detailing/admin`.
// The PNGs are committed, so builds and the dev server need nothing extra.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GOLD, INK } from '@detailing/ui/brand-colours';
import sharp from 'sharp';

const outDir = path.join(import.meta.dirname, '..', 'public', 'icons');

/**
 * The brand's car mark inside a speech bubble, on a 512 px canvas.
 * @param {number} scale how much of the canvas the artwork fills (maskable icons need ~0.8)
 */
function artwork(scale, colour = GOLD) {
  const offset = (512 * (1 - scale)) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M136 88h240a72 72 0 0 1 72 72v156a72 72 0 0 1-72 72H232l-86 64 10-64h-20a72 72 0 0 1-72-72V160a72 72 0 0 1 72-72z"
      fill="none" stroke="${colour}" stroke-width="20" stroke-linejoin="round"/>
    <path d="M148 300c28-60 65-90 108-90s80 30 108 90" fill="none" stroke="${colour}" stroke-width="24"
      stroke-linecap="round"/>
    <circle cx="198" cy="312" r="24" fill="${colour}"/>
    <circle cx="314" cy="312" r="24" fill="${colour}"/>
  </g>`;
}

/** @param {{ rounded: boolean, scale: number, badge?: boolean }} options */
function svg({ rounded, scale, badge = false }) {
  // A badge (Android's status bar) is a white silhouette on transparency.
  const background = badge
    ? ''
    : `<rect width="512" height="512" ${rounded ? 'rx="112"' : ''} fill="${INK}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${background}
  ${artwork(scale, badge ? '#ffffff' : GOLD)}
</svg>
`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full bleed, artwork inside the 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.74 },
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.74 },
  // iOS rounds the corners itself and dislikes transparency.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.84 },
  // Notification badge and icon (the service worker's).
  { file: 'badge-96.png', size: 96, rounded: false, scale: 1.1, badge: true },
];

await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'icon.svg'), svg({ rounded: true, scale: 1 }));
for (const icon of ICONS) {
  const source = Buffer.from(svg(icon));
  await sharp(source, { density: 72 * (icon.size / 512) * 4 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, icon.file));
  console.log(`icons/${icon.file}`);
}
