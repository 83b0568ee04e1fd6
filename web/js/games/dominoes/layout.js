// Dominoes drawing helpers: tile faces (inline SVG) and the snake layout of the chain.
// Pure functions of a view: no DOM state, no rules (Python decides those).

import { isObj } from '../../core/checks.js';

// ---------------------------------------------------------------------------------------------
// Tile faces (inline SVG, nothing fetched)

const PIP_SPOTS = {
  0: [],
  1: [[50, 50]],
  2: [[27, 27], [73, 73]],
  3: [[25, 25], [50, 50], [75, 75]],
  4: [[27, 27], [73, 27], [27, 73], [73, 73]],
  5: [[25, 25], [75, 25], [50, 50], [25, 75], [75, 75]],
  6: [[27, 22], [73, 22], [27, 50], [73, 50], [27, 78], [73, 78]],
};

function pipsSVG(n, ox, oy, horizontal) {
  let s = '';
  for (const [x, y] of PIP_SPOTS[n] || []) {
    // a horizontal half shows the six as two rows of three
    const [px, py] = horizontal ? [y, x] : [x, y];
    s += `<circle cx="${ox + px}" cy="${oy + py}" r="9.5"/>`;
  }
  return s;
}

/** SVG text of a domino face; p1 is the left (horizontal) or top (vertical) half. */
export function tileSVG(p1, p2, horizontal, cls = '') {
  const w = horizontal ? 200 : 100;
  const h = horizontal ? 100 : 200;
  const divider = horizontal
    ? '<line class="div" x1="100" y1="14" x2="100" y2="86"/>'
    : '<line class="div" x1="14" y1="100" x2="86" y2="100"/>';
  const [ox2, oy2] = horizontal ? [100, 0] : [0, 100];
  return (
    `<svg class="face ${cls}" viewBox="0 0 ${w} ${h}" aria-hidden="true" focusable="false">` +
    `<rect class="body" x="3" y="3" width="${w - 6}" height="${h - 6}" rx="14"/>${divider}` +
    `<g class="pips">${pipsSVG(p1, 0, 0, horizontal)}${pipsSVG(p2, ox2, oy2, horizontal)}</g></svg>`
  );
}

export const tilePips = (t) => t.split('-').map(Number);

// ---------------------------------------------------------------------------------------------
// Layout: the chain as a snake that turns corners, in units of half a tile (u).
// A tile is 2u x 1u; doubles lie crosswise. The first tile (or the Fives spinner) is the anchor
// at the origin; each branch runs outwards and makes a U-turn when it would leave its zone.
// Several zone sizes are tried, any try with overlapping tiles is rejected, and the one that
// gives the largest tiles inside the table wins. The straight line (zones at infinity) never
// overlaps, so there is always an answer; the renderer scales it to fit.

const DIR = { E: [1, 0], W: [-1, 0], N: [0, -1], S: [0, 1] };
const FAR = 999;

function cellRect(cx, cy) {
  return { x: cx - 0.5, y: cy - 0.5, w: 1, h: 1 };
}
function union(a, b) {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

function placeTwoCells(item, c1, c2) {
  // c1 holds the inner pip (the one matching the chain), c2 the outer one
  const r = union(cellRect(c1[0], c1[1]), cellRect(c2[0], c2[1]));
  const horizontal = c1[1] === c2[1];
  const firstIsInner = horizontal ? c1[0] < c2[0] : c1[1] < c2[1];
  return {
    item, ...r, horizontal,
    p1: firstIsInner ? item.inner : item.outer,
    p2: firstIsInner ? item.outer : item.inner,
  };
}

function straight(P, d, item) {
  if (item.double) {
    const c = [P[0] + 0.5 * d[0], P[1] + 0.5 * d[1]];
    const alongX = d[0] !== 0;
    const r = alongX ? { x: c[0] - 0.5, y: c[1] - 1, w: 1, h: 2 } : { x: c[0] - 1, y: c[1] - 0.5, w: 2, h: 1 };
    return [{ item, ...r, horizontal: !alongX, p1: item.inner, p2: item.inner }, [P[0] + d[0], P[1] + d[1]]];
  }
  const c1 = [P[0] + 0.5 * d[0], P[1] + 0.5 * d[1]];
  const c2 = [P[0] + 1.5 * d[0], P[1] + 1.5 * d[1]];
  return [placeTwoCells(item, c1, c2), [P[0] + 2 * d[0], P[1] + 2 * d[1]]];
}

function corner(P, d, d2, item) {
  const c1 = [P[0] + 0.5 * d[0], P[1] + 0.5 * d[1]];
  const c2 = [c1[0] + d2[0], c1[1] + d2[1]];
  return [placeTwoCells(item, c1, c2), [c2[0] + 0.5 * d2[0], c2[1] + 0.5 * d2[1]]];
}

/** Lays one branch; returns the number of corners it turned. */
function runBranch(items, start, d0, lo, hi, side, out) {
  let P = start;
  let d = d0;
  let runDir = d0;
  let turning = false;
  let corners = 0;
  const ax = d0[0] !== 0 ? 0 : 1;
  for (const item of items) {
    let placed;
    if (turning) {
      if (item.double) {
        [placed, P] = straight(P, side, item);
      } else {
        const back = [-runDir[0], -runDir[1]];
        [placed, P] = corner(P, side, back, item);
        d = back;
        turning = false;
        corners += 1;
      }
    } else {
      const ext = item.double ? 1 : 2;
      const pos = P[ax] + d[ax] * ext;
      const over = d[ax] > 0 ? pos > hi + 1e-9 : pos < lo - 1e-9;
      if (over && !item.double) {
        runDir = d;
        [placed, P] = corner(P, d, side, item);
        d = side;
        turning = true;
        corners += 1;
      } else {
        [placed, P] = straight(P, d, item);
      }
    }
    out.push(placed);
  }
  return corners;
}

function overlaps(tiles) {
  const e = 0.02;
  for (let i = 0; i < tiles.length; i++) {
    const a = tiles[i];
    for (let j = i + 1; j < tiles.length; j++) {
      const b = tiles[j];
      if (a.x < b.x + b.w - e && b.x < a.x + a.w - e && a.y < b.y + b.h - e && b.y < a.y + a.h - e) return true;
    }
  }
  return false;
}

function bboxOf(tiles) {
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (const t of tiles) {
    x0 = Math.min(x0, t.x); y0 = Math.min(y0, t.y);
    x1 = Math.max(x1, t.x + t.w); y1 = Math.max(y1, t.y + t.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

function layoutOnce(br, L, T) {
  const a = br.anchor;
  const out = [];
  let edges;
  if (a.double) {
    out.push({ item: a, x: -0.5, y: -1, w: 1, h: 2, horizontal: false, p1: a.inner, p2: a.inner });
    edges = { W: [-0.5, 0], E: [0.5, 0], N: [0, -1], S: [0, 1] };
  } else {
    out.push({ item: a, x: -1, y: -0.5, w: 2, h: 1, horizontal: true, p1: a.inner, p2: a.outer });
    edges = { W: [-1, 0], E: [1, 0] };
  }
  let corners = 0;
  if (br.pinwheel) {
    // Fives spinner: each branch snakes in its own quadrant, turning clockwise
    const m = 2;
    corners += runBranch(br.E, edges.E, DIR.E, m, L, DIR.N, out);
    corners += runBranch(br.W, edges.W, DIR.W, -L, -m, DIR.S, out);
    corners += runBranch(br.N, edges.N, DIR.N, -T, -m, DIR.W, out);
    corners += runBranch(br.S, edges.S, DIR.S, m, T, DIR.E, out);
  } else {
    corners += runBranch(br.E, edges.E, DIR.E, -L, L, DIR.S, out);
    corners += runBranch(br.W, edges.W, DIR.W, -L, L, DIR.N, out);
  }
  return { tiles: out, corners };
}

/**
 * Places every tile of `br` (anchor + branches E/W/N/S, items {inner, outer, double, ...})
 * inside a box of W x H px. Returns {tiles, u, ox, oy, params} (tile rects in u; px = ox + x*u).
 */
export function computeLayout(br, W, H, maxU, prefer) {
  const PAD = 0.3;
  const Ls = [FAR];  // widest first: among equal tries the straighter one wins
  for (let L = 24; L >= 3; L--) Ls.push(L);
  const hasArms = br.pinwheel && (br.N.length > 0 || br.S.length > 0);
  const Ts = hasArms ? Ls : [FAR];
  let best = null;
  const consider = (L, T) => {
    const res = layoutOnce(br, L, T);
    if (overlaps(res.tiles)) return;
    const bb = bboxOf(res.tiles);
    const u = Math.min(W / (bb.w + 2 * PAD), H / (bb.h + 2 * PAD), maxU);
    // a corner costs a little: a straight chain wins unless turning gives clearly larger tiles
    const score = u * 0.93 ** res.corners;
    const cand = { ...res, bb, u, score, params: `${L}/${T}` };
    if (!best || score > best.score * 1.001) best = cand;
  };
  search: for (const L of Ls) {
    for (const T of Ts) {
      consider(L, T);
      if (best && best.corners === 0 && best.u >= maxU) break search;
    }
  }
  if (!best) consider(FAR, FAR);
  // keep the previous shape while it is nearly as good: the chain should not jump around
  if (prefer && prefer !== best.params) {
    const [L, T] = prefer.split('/').map(Number);
    const res = layoutOnce(br, L, T);
    if (!overlaps(res.tiles)) {
      const bb = bboxOf(res.tiles);
      const u = Math.min(W / (bb.w + 2 * PAD), H / (bb.h + 2 * PAD), maxU);
      const score = u * 0.93 ** res.corners;
      if (score >= best.score * 0.97) best = { ...res, bb, u, score, params: prefer };
    }
  }
  const { bb, u } = best;
  const ox = (W - bb.w * u) / 2 - bb.x * u;
  const oy = (H - bb.h * u) / 2 - bb.y * u;
  return { tiles: best.tiles, u, ox, oy, params: best.params };
}

/** The branches of a view's layout (plus ghost items for the ends a selected tile may take). */
export function branchesOf(view, ghosts = []) {
  const line = Array.isArray(view.line) ? view.line : [];
  if (!line.length) return null;
  let a = Number.isInteger(view.spinner_at) ? view.spinner_at : -1;
  if (a < 0 || a >= line.length) {
    a = 0;
    for (let i = 1; i < line.length; i++) if (line[i].n < line[a].n) a = i;
  }
  const t = line[a];
  const anchor = { ...t, inner: t.pips[0], outer: t.pips[1], double: !!t.double };
  const E = line.slice(a + 1).map((x) => ({ ...x, inner: x.pips[0], outer: x.pips[1], double: !!x.double }));
  const W = line.slice(0, a).reverse().map((x) => ({ ...x, inner: x.pips[1], outer: x.pips[0], double: !!x.double }));
  const arms = isObj(view.arms) ? view.arms : {};
  const arm = (k) => (Array.isArray(arms[k]) ? arms[k] : []).map((x) => ({ ...x, inner: x.pips[0], outer: x.pips[1], double: !!x.double }));
  const br = { anchor, E, W, N: arm('N'), S: arm('S'), pinwheel: !!t.spinner };
  for (const g of ghosts) if (br[g.end]) br[g.end].push(g);
  return br;
}

