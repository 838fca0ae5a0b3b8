import sharp from 'sharp';
import type { DemoArticle } from './demo-articles';

const WIDTH = 1600;
const HEIGHT = 1000;

/** Calm gradient artwork in the clinic's palette, drawn as SVG and rendered to PNG by sharp. */
export function demoArtwork(artwork: DemoArticle['artwork'], variant: 'card' | 'content'): Promise<Buffer> {
  const [deep, mid, light] = variant === 'card' ? artwork.colors : [artwork.colors[2], artwork.colors[1], artwork.colors[0]];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="0.55" stop-color="${mid}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#F6EFE7" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#F6EFE7" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${motif(artwork.motif)}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function motif(kind: DemoArticle['artwork']['motif']): string {
  switch (kind) {
    case 'drops':
      return [
        [1180, 300, 70],
        [1320, 520, 46],
        [1050, 620, 32],
        [420, 760, 54],
      ]
        .map(([x, y, r]) => `<path d="M ${x} ${y - r * 1.9} C ${x + r} ${y - r * 0.6}, ${x + r} ${y + r}, ${x} ${y + r} C ${x - r} ${y + r}, ${x - r} ${y - r * 0.6}, ${x} ${y - r * 1.9} Z" fill="#F6EFE7" fill-opacity="0.35"/>`)
        .join('\n  ');
    case 'sun':
      return `<circle cx="1180" cy="360" r="190" fill="#F6EFE7" fill-opacity="0.4"/>
  <circle cx="1180" cy="360" r="280" fill="none" stroke="#F6EFE7" stroke-opacity="0.3" stroke-width="6"/>
  <circle cx="1180" cy="360" r="380" fill="none" stroke="#F6EFE7" stroke-opacity="0.18" stroke-width="4"/>`;
    case 'strands':
      return Array.from({ length: 7 }, (_, i) => {
        const x = 900 + i * 70;
        return `<path d="M ${x} 80 C ${x - 160} 360, ${x + 160} 620, ${x - 40} 940" fill="none" stroke="#F6EFE7" stroke-opacity="${0.45 - i * 0.04}" stroke-width="10" stroke-linecap="round"/>`;
      }).join('\n  ');
    case 'layers':
      return Array.from({ length: 4 }, (_, i) => {
        const y = 560 + i * 110;
        return `<path d="M 0 ${y} C 400 ${y - 120}, 1000 ${y + 120}, 1600 ${y - 40} L 1600 1000 L 0 1000 Z" fill="#F6EFE7" fill-opacity="${0.16 + i * 0.06}"/>`;
      }).join('\n  ');
  }
}
