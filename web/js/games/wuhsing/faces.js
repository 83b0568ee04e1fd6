// Wu Hsing drawing helpers without state: tile and move spellings as data, the five glyphs,
// tile faces, board placement, small hands and inline tile chips. Texts come in as `T`.

import { CELL } from './view.js';

const ORDER = 'WFHME';
const MOVE_RE = /^([WFHME])@(-?\d+),(-?\d+) ([WFHME])@(-?\d+),(-?\d+)$/;

/** A new element `tag` with class `cls` and text `text` (both optional). */
export const h = (tag, cls, text) => {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text != null) el.textContent = text;
  return el;
};

/** The tile name (colours in spelling order) of two colours: ('H', 'W') -> 'W-H'. */
export function tileOf(a, b) {
  return ORDER.indexOf(a) <= ORDER.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** A move spelling as data: {move, r1, c1, a, r2, c2, b, horizontal, tile, pair}. */
export function parseMove(move) {
  const m = MOVE_RE.exec(move);
  if (!m) return null;
  const [, a, r1, c1, b, r2, c2] = m;
  const o = { move, a, b, r1: +r1, c1: +c1, r2: +r2, c2: +c2 };
  o.horizontal = o.r1 === o.r2;
  o.tile = tileOf(a, b);
  o.pair = `${o.r1},${o.c1},${o.r2},${o.c2}`;
  return o;
}

/** The move spelling of tile `a`-`b` laid on the cells of `p` ({r1, c1, r2, c2}). */
export const spell = (p, a, b) => `${a}@${p.r1},${p.c1} ${b}@${p.r2},${p.c2}`;

// The five glyphs 水 火 木 金 土 as brush strokes (SVG, so they show without any CJK font).
const GLYPH_PATHS = {
  W: 'M50 12V82Q50 92 39 86M18 38H38L15 74M79 28L59 48M57 46Q67 70 88 84',
  F: 'M22 36L31 56M78 32L68 53M50 12Q51 56 15 88M51 55Q62 76 87 88',
  H: 'M13 36H87M50 10V92M47 38Q36 62 13 80M53 38Q64 62 87 80',
  M: 'M50 9L12 44M50 9L88 44M30 47H70M23 64H77M50 47V87M32 70L38 80M68 70L62 80M14 88H86',
  E: 'M28 42H72M50 16V84M14 85H86',
};
export function glyphSVG(colour) {
  const d = GLYPH_PATHS[colour] || '';
  return `<svg class="wx-glyph" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;
}

/** Two coloured halves (colours `a`, `b`) appended to `el`; returns `el`. */
export function halves(el, a, b) {
  for (const col of [a, b]) {
    const half = h('span', `wx-half c-${col}`);
    half.dataset.colour = col;
    half.insertAdjacentHTML('beforeend', glyphSVG(col));
    el.append(half);
  }
  return el;
}

/** A tile face (for the rack, the preview and mini hands): a domino of two halves. */
export function face(tile, horizontal = false, cls = '') {
  const el = h('span', `wx-face ${horizontal ? 'is-h' : 'is-v'} ${cls}`.trim());
  return halves(el, tile[0], tile[2]);
}

/** Puts `el` on the board grid at row `r`, column `c` (world px, CELL each), `inset` px in. */
export function place(el, r, c, horizontal, inset = 0) {
  el.style.left = `${c * CELL + inset}px`;
  el.style.top = `${r * CELL + inset}px`;
  el.style.width = `${(horizontal ? 2 : 1) * CELL - 2 * inset}px`;
  el.style.height = `${(horizontal ? 1 : 2) * CELL - 2 * inset}px`;
}

/** A row of small tile faces (`tiles`: spellings) labelled `label`; T.emptyHand when empty. */
export function miniHand(T, tiles, label) {
  const wrap = h('span', 'mini-hand');
  if (label) wrap.setAttribute('aria-label', label);
  if (!tiles.length) { wrap.textContent = T.emptyHand; return wrap; }
  for (const tile of tiles) {
    const m = face(tile, false, 'mini');
    m.dataset.tile = tile;
    m.setAttribute('role', 'img');
    m.setAttribute('aria-label', T.tileName(tile[0], tile[2]));
    wrap.append(m);
  }
  return wrap;
}

/** A tile as an inline picture in running text, named for screen readers. */
export function tileChip(T, a, b) {
  const f = face(`${a}-${b}`, true, 'inline');
  f.setAttribute('role', 'img');
  f.setAttribute('aria-label', T.tileName(a, b));
  return f;
}
