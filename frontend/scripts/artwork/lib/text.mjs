/**
 * Sets a line of text as SVG path data from the embedded glyph outlines (glyphs.mjs), so the
 * brand files render identically everywhere, with or without the fonts installed.
 */
import { fonts } from './glyphs.mjs';
import { f } from './core.mjs';

/** Width of a string in user units at `size`, with extra `tracking` (em fraction) between letters. */
export function measure(str, { font = 'serif', size = 100, tracking = 0 } = {}) {
  const F = fonts[font];
  let x = 0;
  for (let i = 0; i < str.length; i++) {
    const g = F.glyphs[str[i]] ?? F.glyphs[' '];
    x += g[0];
    if (i < str.length - 1) x += (F.kern[str[i] + str[i + 1]] ?? 0) + tracking * 1000;
  }
  return (x * size) / 1000;
}

/**
 * A <path> for the string with its baseline at y; anchor 'start' | 'middle' | 'end'.
 * Returns an SVG element string.
 */
export function textPath(str, x, y, { font = 'serif', size = 100, tracking = 0, anchor = 'start', fill = '#1F4E4A', opacity } = {}) {
  const F = fonts[font];
  const w = measure(str, { font, size, tracking });
  let pen = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const k = size / 1000;
  const parts = [];
  for (let i = 0; i < str.length; i++) {
    const g = F.glyphs[str[i]] ?? F.glyphs[' '];
    if (g[1]) parts.push(`<path transform="translate(${f(pen)} ${f(y)}) scale(${+k.toFixed(5)})" d="${g[1]}"/>`);
    pen += g[0] * k;
    if (i < str.length - 1) pen += ((F.kern[str[i] + str[i + 1]] ?? 0) + tracking * 1000) * k;
  }
  return `<g fill="${fill}"${opacity !== undefined ? ` opacity="${opacity}"` : ''}>${parts.join('')}</g>`;
}
