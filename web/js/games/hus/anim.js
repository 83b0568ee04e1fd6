// Hus sowing animation: turns one move (the board before it, Python's view.last and the board
// after it) into frames to show one after the other. No rule is decided here: the only thing
// this module knows is the geometry of each player's ring of 16 pits (H2.2: the order seeds
// are put down in), and every frame list ends on Python's board after the move.
//
// Two sources, best first:
//  - view.last.trace (when the engine sends it): every pick-up of the move in order,
//    [{pit: [row, col], lift: n, hand: n, from?: [[row, col], [row, col]], seeds?: [i, o]}]
//    (lift: seeds taken out of that own pit; hand: seeds then sown one per pit from the next
//    pit on; from/seeds: the opponent's pits emptied by a capture there), optionally with
//    `truncated: true` on view.last when the list stops early. Replayed seed by seed.
//  - otherwise a summary: the chosen pit is emptied, each capture of view.last.captures takes
//    its seeds, then the pits of the mover's ring change to their final counts one after the
//    other in sowing order, and the end pit is marked. The frames say that they summarise.
//
// A frame is {board: number[4][8], marks: {"r,c": "class ..."}, hand: number|null, kind}.

/** The 16 pits of `seat`'s ring as [row, col], in clockwise sowing order (H2.2). Rows top to
 *  bottom N-out, N-in, S-in, S-out; columns from South's left. `step` -1 is anticlockwise. */
export function ringOf(seat, step = 1) {
  const ring = [];
  if (seat === 0) {
    for (let c = 7; c >= 0; c--) ring.push([3, c]);
    for (let c = 0; c < 8; c++) ring.push([2, c]);
  } else {
    for (let c = 0; c < 8; c++) ring.push([0, c]);
    for (let c = 7; c >= 0; c--) ring.push([1, c]);
  }
  return step < 0 ? [ring[0], ...ring.slice(1).reverse()] : ring;
}

const key = (p) => `${p[0]},${p[1]}`;
const copy = (b) => b.map((row) => row.slice());
const same = (a, b) => a.length === b.length && a.every((row, i) => row.every((x, j) => x === b[i][j]));
const isPit = (p) => Array.isArray(p) && p.length === 2 && p[0] >= 0 && p[0] < 4 && p[1] >= 0 && p[1] < 8;

function addMark(marks, p, cls) {
  const k = key(p);
  marks[k] = marks[k] ? `${marks[k]} ${cls}` : cls;
}

/** Frames for the move `last` (view.last) from board `before` to board `after`.
 *  `step` is +1 (clockwise) or -1 (anticlockwise, H7.2). Returns {frames, exact}: exact is
 *  true when the frames follow the engine's own trace seed by seed. */
export function buildFrames(before, after, last, step = 1) {
  if (!last || !isPit(last.pit) || !Array.isArray(before) || !Array.isArray(after)) {
    return { frames: [], exact: false };
  }
  if (Array.isArray(last.trace) && last.trace.length) {
    const frames = fromTrace(before, after, last, step);
    if (frames) return { frames, exact: !last.truncated };
  }
  return { frames: summary(before, after, last, step), exact: false };
}

function finalFrame(after, last) {
  const marks = {};
  addMark(marks, last.pit, 'a-src');
  for (const c of last.captures || []) {
    for (const f of c.from || []) if (isPit(f)) addMark(marks, f, 'a-taken');
    if (isPit(c.pit)) addMark(marks, c.pit, 'a-capture');
  }
  if (isPit(last.end)) addMark(marks, last.end, 'a-end');
  return { board: copy(after), marks, hand: null, kind: 'end' };
}

function fromTrace(before, after, last, step) {
  const ring = ringOf(last.seat, step);
  const pos = new Map(ring.map((p, i) => [key(p), i]));
  const b = copy(before);
  const frames = [];
  for (const [n, t] of last.trace.entries()) {
    if (!t || !isPit(t.pit) || !pos.has(key(t.pit))) return null;
    const capture = Array.isArray(t.from) && t.from.length > 0;
    let marks = {};
    addMark(marks, t.pit, n === 0 ? 'a-src' : capture ? 'a-capture' : 'a-relay');
    b[t.pit[0]][t.pit[1]] -= t.lift || 0;
    if (capture) {
      for (const f of t.from) {
        if (!isPit(f)) return null;
        addMark(marks, f, 'a-taken');
        b[f[0]][f[1]] = 0;
      }
    }
    let hand = t.hand || 0;
    frames.push({ board: copy(b), marks, hand, kind: n === 0 ? 'lift' : capture ? 'capture' : 'relay' });
    let i = pos.get(key(t.pit));
    while (hand > 0) {
      i = (i + 1) % 16;
      const p = ring[i];
      b[p[0]][p[1]] += 1;
      hand -= 1;
      marks = {};
      addMark(marks, p, 'a-drop');
      frames.push({ board: copy(b), marks, hand, kind: 'drop' });
    }
  }
  if (!last.truncated && !same(b, after)) return null; // not the engine's board: do not pretend
  frames.push(finalFrame(after, last));
  return frames;
}

function summary(before, after, last, step) {
  const ring = ringOf(last.seat, step);
  const start = ring.findIndex((p) => p[0] === last.pit[0] && p[1] === last.pit[1]);
  if (start < 0) return [finalFrame(after, last)];
  const b = copy(before);
  const frames = [];
  let marks = {};
  addMark(marks, last.pit, 'a-src');
  const lifted = b[last.pit[0]][last.pit[1]];
  b[last.pit[0]][last.pit[1]] = 0;
  frames.push({ board: copy(b), marks, hand: lifted, kind: 'lift' });
  for (const c of last.captures || []) {
    if (!isPit(c.pit)) continue;
    marks = {};
    addMark(marks, c.pit, 'a-capture');
    for (const f of c.from || []) if (isPit(f)) addMark(marks, f, 'a-taken');
    frames.push({ board: copy(b), marks, hand: null, kind: 'capture' });
    for (const f of c.from || []) if (isPit(f)) b[f[0]][f[1]] = 0;
    frames.push({ board: copy(b), marks, hand: null, kind: 'capture' });
  }
  for (let k = 1; k <= 16; k++) {
    const p = ring[(start + k) % 16];
    if (b[p[0]][p[1]] === after[p[0]][p[1]]) continue;
    b[p[0]][p[1]] = after[p[0]][p[1]];
    marks = {};
    addMark(marks, p, 'a-drop');
    frames.push({ board: copy(b), marks, hand: null, kind: 'sweep' });
  }
  frames.push(finalFrame(after, last));
  return frames;
}
