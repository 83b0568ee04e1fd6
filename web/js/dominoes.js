// The Dominoes table: draws the view Python returns and sends the player's moves back.
// It never decides a rule: playable tiles, ends, scores and whose turn it is all come from
// the view (py/gamut/dominoes via api.py).

const GAME = 'dominoes';
const HUMAN = 0;
const LEVELS = ['easy', 'medium', 'hard'];
const PACE = { slow: 1200, normal: 700, fast: 250 };     // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 700 };    // ms of thinking the computer may use
const MAX_U = { small: 24, large: 34 };                  // largest half-tile size in px

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
const isTileMove = (m) => typeof m === 'string' && /^\d-\d/.test(m);

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

const tilePips = (t) => t.split('-').map(Number);

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

// ---------------------------------------------------------------------------------------------

export function createDominoes({ root, els, python, storage, strings: T, getSettings, onMatchCounted }) {
  let ready = false;
  let record = null;
  let view = null;
  let seed = 1;
  let counted = false;
  let gen = 0;              // bumped for every new match / load: late answers are dropped
  let busy = false;         // a request for the player is in flight
  let thinking = false;     // a computer move is being fetched
  let selected = null;      // tile waiting for the player to choose an end
  let error = null;         // {message, retry}
  let notice = '';          // one-off message in the log line
  let noticeTimer = 0;
  let pendingNew = false;
  let layoutShape = null;
  let preview = false;      // drawing a saved view before Python confirmed it

  const seatName = (s) => {
    const n = view ? view.seats : getSettings().seats;
    return (T.seatNames[n] || T.seatNames[4])[s] || `#${s}`;
  };

  // ---- state changes -----------------------------------------------------------------------
  function save() {
    if (!record) return;
    storage.saveGame(GAME, { record, seed, counted, level: getSettings().level, view });
  }

  function accept(res) {
    if (!isObj(res) || !isObj(res.record) || !isObj(res.view)) throw new Error('bad answer from Python');
    record = res.record;
    view = res.view;
    preview = false;
    error = null;
    if (selected && !(view.playable && view.playable[selected])) selected = null;
    if (view.match_over && !counted) {
      counted = true;
      storage.recordMatch(GAME, getSettings().level, (view.winners || []).includes(HUMAN), LEVELS);
      if (onMatchCounted) onMatchCounted();
    }
    save();
    render();
    schedule();
  }

  function fail(e, retry) {
    error = { message: e && e.message ? e.message : String(e), retry };
    busy = false;
    thinking = false;
    render();
  }

  function randomSeed() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0] & 0x7fffffff;
  }

  async function newMatch() {
    const my = ++gen;
    selected = null; error = null; busy = false; thinking = false;
    if (!ready) {
      pendingNew = true;
      record = null; view = null;
      renderPlaceholder();
      return;
    }
    const s = getSettings();
    seed = randomSeed();
    counted = false;
    busy = true;
    render();
    try {
      const res = await python.call('new_game', {
        game: GAME, options: { mode: s.mode, seats: s.seats, target: s.target }, seed, seat: HUMAN,
      });
      if (my !== gen) return;
      busy = false;
      layoutShape = null;
      accept(res);
    } catch (e) {
      if (my !== gen) return;
      fail(e, newMatch);
    }
  }

  async function resume() {
    const my = ++gen;
    const saved = storage.loadGame(GAME);
    if (saved) {
      busy = true;
      render();
      try {
        const res = await python.call('load', { record: saved.record, seat: HUMAN });
        if (my !== gen) return;
        seed = saved.seed;
        counted = saved.counted;
        busy = false;
        accept(res);
        return;
      } catch (e) {
        if (my !== gen) return;
        busy = false;
        view = null;
        preview = false;
        storage.clearGame(GAME);
        flash(T.loadError, 6000);
      }
    }
    await newMatch();
  }

  function schedule() {
    if (!view || error || preview) return;
    if (view.match_over || view.round_over) return;
    const mover = view.to_move;
    if (Number.isInteger(mover) && mover !== HUMAN) computerTurn();
  }

  async function computerTurn() {
    const my = gen;
    const s = getSettings();
    let pace = PACE[s.tempo] ?? PACE.normal;
    const last = view.last;
    if (last && last.seat === view.to_move && last.move === 'draw') pace = Math.round(pace / 2);
    thinking = true;
    render();
    try {
      const moves = Array.isArray(record.moves) ? record.moves.length : 0;
      const req = python.call('computer', {
        record, level: s.level, seed: (seed + moves * 7919) % 2147483647,
        budget_ms: BUDGET[s.level] ?? 300, seat: HUMAN,
      });
      const [res] = await Promise.all([req, sleep(pace)]);
      if (my !== gen) return;
      thinking = false;
      accept(res);
    } catch (e) {
      if (my !== gen) return;
      fail(e, () => { error = null; schedule(); });
    }
  }

  async function send(move) {
    if (busy || !view || preview) return;
    const my = gen;
    busy = true;
    selected = null;
    render();
    try {
      const res = await python.call('play', { record, move, seat: HUMAN });
      if (my !== gen) return;
      busy = false;
      accept(res);
    } catch (e) {
      if (my !== gen) return;
      busy = false;
      if (e && e.type === 'IllegalMove') {
        flash(T.error(e.message));
        render();
      } else {
        fail(e, () => { error = null; render(); });
      }
    }
  }

  function flash(text, ms = 2600) {
    notice = text;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { notice = ''; renderLog(); }, ms);
    renderLog();
  }

  // ---- player input ------------------------------------------------------------------------
  const myTurn = () => !!view && !preview && !busy && !error && view.to_move === HUMAN && !view.round_over && !view.match_over;

  function pickTile(tile) {
    if (!myTurn()) { if (view && !view.round_over && !view.match_over) flash(T.notYourTurn); return; }
    const opts = (view.playable && view.playable[tile]) || [];
    if (!opts.length) { flash(T.cannotPlay(tile)); return; }
    if (opts.length === 1) { send(opts[0].move); return; }
    selected = selected === tile ? null : tile;
    render();
    if (selected) {
      const first = els.layout.querySelector('[data-testid="end-choice"]');
      if (first) first.focus();
    }
  }

  function cancelChoice() {
    if (!selected) return;
    const tile = selected;
    selected = null;
    render();
    const b = els.hand.querySelector(`[data-tile="${tile}"]`);
    if (b) b.focus();
  }

  function mainAction() {
    if (error) { const r = error.retry; error = null; if (r) r(); else render(); return; }
    if (!view || preview) return;
    if (view.match_over) { newMatch(); return; }
    const m = view.must;
    if (m === 'next' || m === 'draw' || m === 'pass') send(m);
  }

  els.main.addEventListener('click', mainAction);

  els.hand.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-tile]');
    if (b) pickTile(b.dataset.tile);
  });
  els.layout.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid="end-choice"]');
    if (b && myTurn()) send(b.dataset.move);
  });

  function moveFocus(container, selector, ev) {
    const items = [...container.querySelectorAll(selector)];
    const i = items.indexOf(document.activeElement);
    if (i < 0 || !items.length) return;
    let j = i;
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowUp') j = (i - 1 + items.length) % items.length;
    else if (ev.key === 'ArrowRight' || ev.key === 'ArrowDown') j = (i + 1) % items.length;
    else if (ev.key === 'Home') j = 0;
    else if (ev.key === 'End') j = items.length - 1;
    else return;
    ev.preventDefault();
    items[j].focus();
  }
  els.hand.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') { cancelChoice(); return; }
    moveFocus(els.hand, '[data-tile]', ev);
  });
  els.layout.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') { ev.preventDefault(); cancelChoice(); return; }
    moveFocus(els.layout, '[data-testid="end-choice"]', ev);
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && selected && !document.querySelector('dialog[open]')) cancelChoice();
  });

  // ---- drawing -----------------------------------------------------------------------------
  function phase() {
    if (!ready && !view) return 'loading';
    if (error) return 'error';
    if (preview) return 'loading';
    if (!view) return 'busy';
    if (view.match_over) return 'match-over';
    if (view.round_over) return 'round-over';
    if (busy) return 'busy';
    if (view.to_move === HUMAN) return selected ? 'choose' : 'human';
    return 'computer';
  }

  function render() {
    root.dataset.phase = phase();
    root.dataset.preview = preview ? 'true' : 'false';
    if (ready) els.loading.hidden = true;
    if (!view) { renderPlaceholder(); return; }
    root.dataset.mode = view.mode;
    root.dataset.seats = String(view.seats);
    const act = document.activeElement;
    const hadFocus = !!act && act !== document.body && (els.layout.contains(act) || els.hand.contains(act) || els.result.contains(act));
    renderSeats();
    renderInfo();
    renderResult();
    renderLayout();
    renderHand();
    renderMain();
    renderLog();
    if (hadFocus && (!document.activeElement || document.activeElement === document.body)) {
      // the focused tile or place is gone (played): keep the keyboard in the hand
      const next = els.hand.querySelector('[data-playable="true"]') || els.hand.querySelector('[data-tile]');
      (next || els.main).focus({ preventScroll: true });
    }
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    const names = T.seatNames[s.seats] || T.seatNames[2];
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, false)));
    els.roundInfo.textContent = T.roundInfo(1, s.target);
    els.boneyard.textContent = '';
    els.countInfo.hidden = true;
    els.layout.replaceChildren();
    els.hand.replaceChildren();
    els.result.hidden = true;
    els.log.textContent = error ? T.error(error.message) : notice;
    els.main.textContent = error ? T.retry : '…';
    els.main.disabled = !error;
    els.main.dataset.action = error ? 'retry' : 'wait';
  }

  function seatItem(i, name, tiles, score, toMove) {
    const li = document.createElement('li');
    li.className = 'seat';
    li.dataset.seat = String(i);
    li.dataset.testid = `seat-${i}`;
    li.setAttribute('data-testid', `seat-${i}`);
    if (toMove) li.dataset.toMove = 'true';
    const n = document.createElement('span');
    n.className = 'seat-name';
    n.textContent = name;
    const t = document.createElement('span');
    t.className = 'seat-tiles';
    t.textContent = tiles == null ? '' : T.tiles(tiles);
    const sc = document.createElement('span');
    sc.className = 'seat-score';
    sc.textContent = String(score);
    li.append(n, t, sc);
    if (tiles != null) {
      li.dataset.tiles = String(tiles);
      li.setAttribute('aria-label', T.seatLabel(name, tiles, score, toMove));
    }
    li.dataset.score = String(score);
    return li;
  }

  function renderSeats() {
    const items = [];
    for (let i = 0; i < view.seats; i++) {
      items.push(seatItem(i, seatName(i), view.hand_sizes[i], view.scores[i], view.to_move === i));
    }
    els.seats.replaceChildren(...items);
  }

  function renderInfo() {
    els.roundInfo.textContent = T.roundInfo(view.round, view.target);
    els.boneyard.textContent = view.mode === 'block' ? T.noBoneyard : T.boneyard(view.boneyard);
    els.boneyard.dataset.count = String(view.boneyard);
    if (view.mode === 'fives' && (view.line || []).length) {
      els.countInfo.hidden = false;
      els.countInfo.textContent = T.count(view.count);
    } else {
      els.countInfo.hidden = true;
    }
  }

  function ghostItems() {
    if (!selected || !view.playable || !view.playable[selected]) return [];
    const [a, b] = tilePips(selected);
    return view.playable[selected]
      .filter((o) => o.end && view.ends && Number.isInteger(view.ends[o.end]))
      .map((o) => {
        const e = view.ends[o.end];
        return { ghost: true, tile: selected, end: o.end, move: o.move, score: o.score || 0, inner: e, outer: a === e ? b : a, double: a === b };
      });
  }

  function renderLayout() {
    const W = els.layout.clientWidth;
    const H = els.layout.clientHeight;
    const br = branchesOf(view, ghostItems());
    const active = document.activeElement;
    const focusMove = els.layout.contains(active) && active.dataset ? active.dataset.move : null;
    els.layout.replaceChildren();
    if (!br || W < 10 || H < 10) return;
    const maxU = W < 600 ? MAX_U.small : MAX_U.large;
    const lay = computeLayout(br, W, H, maxU, layoutShape);
    layoutShape = lay.params;
    els.layout.dataset.shape = lay.params;
    const { u, ox, oy } = lay;
    els.layout.style.setProperty('--u', `${u}px`);
    let lastN = -1;
    for (const t of lay.tiles) if (!t.item.ghost && Number.isInteger(t.item.n)) lastN = Math.max(lastN, t.item.n);
    const frag = document.createDocumentFragment();
    const fives = view.mode === 'fives';
    for (const t of lay.tiles) {
      const it = t.item;
      const el = document.createElement(it.ghost ? 'button' : 'div');
      el.className = 'lt';
      el.style.left = `${ox + t.x * u}px`;
      el.style.top = `${oy + t.y * u}px`;
      el.style.width = `${t.w * u}px`;
      el.style.height = `${t.h * u}px`;
      let cls = '';
      if (it.ghost) {
        el.type = 'button';
        el.classList.add('ghost');
        el.setAttribute('data-testid', 'end-choice');
        el.dataset.end = it.end;
        el.dataset.move = it.move;
        el.dataset.score = String(it.score);
        el.setAttribute('aria-label', T.placeAt(it.tile, T.ends[it.end], it.score, fives));
        el.title = el.getAttribute('aria-label');
      } else {
        el.setAttribute('data-testid', 'layout-tile');
        el.setAttribute('role', 'img');
        el.dataset.tile = it.tile;
        el.dataset.n = String(it.n);
        let label = T.layoutTile(it.tile);
        if (it.spinner) { el.dataset.spinner = 'true'; cls = 'spinner'; label += `, ${T.spinner}`; }
        if (it.n === lastN) { el.dataset.last = 'true'; label += `, ${T.lastTile}`; }
        el.setAttribute('aria-label', label);
      }
      el.innerHTML = tileSVG(t.p1, t.p2, t.horizontal, cls);
      if (it.ghost && fives) {
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = `+${it.score}`;
        if (it.score > 0) badge.classList.add('scores');
        el.append(badge);
      }
      frag.append(el);
    }
    els.layout.append(frag);
    if (focusMove) {
      const again = els.layout.querySelector(`[data-move="${focusMove}"]`);
      if (again) again.focus({ preventScroll: true });
    }
  }

  function renderHand() {
    const active = document.activeElement;
    const hadFocus = els.hand.contains(active);
    const focusIdx = hadFocus ? [...els.hand.children].indexOf(active) : -1;
    const focusTile = hadFocus && active.dataset ? active.dataset.tile : null;
    const hand = Array.isArray(view.hand) ? view.hand : [];
    const canPlay = myTurn();
    const items = hand.map((tile) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'ht';
      b.setAttribute('data-testid', 'hand-tile');
      b.dataset.tile = tile;
      const playable = canPlay && !!(view.playable && view.playable[tile] && view.playable[tile].length);
      b.dataset.playable = playable ? 'true' : 'false';
      if (!playable) b.setAttribute('aria-disabled', 'true');
      if (selected === tile) { b.dataset.selected = 'true'; b.setAttribute('aria-pressed', 'true'); }
      b.setAttribute('aria-label', T.handTile(tile, playable || !canPlay));
      const [p1, p2] = tilePips(tile);
      b.innerHTML = tileSVG(p1, p2, false);
      return b;
    });
    els.hand.replaceChildren(...items);
    els.hand.dataset.count = String(hand.length);
    if (hadFocus && items.length) {
      const again = items.find((b) => b.dataset.tile === focusTile);
      (again || items[Math.min(Math.max(focusIdx, 0), items.length - 1)]).focus({ preventScroll: true });
    } else if (hadFocus) {
      els.main.focus({ preventScroll: true });
    }
  }

  function renderMain() {
    const b = els.main;
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (error) {
      text = T.retry; action = 'retry'; enabled = true;
    } else if (view.match_over) {
      text = T.rematch; action = 'rematch'; enabled = !preview;
    } else if (view.must === 'next') {
      text = T.next; action = 'next'; enabled = !busy && !preview;
    } else if (view.must === 'draw' || view.must === 'pass') {
      text = T[view.must]; action = view.must; enabled = !busy && !preview;
    } else if (view.to_move === HUMAN) {
      text = T.play; action = 'play';
    } else if (Number.isInteger(view.to_move)) {
      text = T.wait(seatName(view.to_move)); action = 'wait';
    }
    b.textContent = text;
    b.dataset.action = action;
    b.disabled = !enabled;
    b.classList.toggle('btn-primary', enabled);
  }

  function runsOf(log) {
    const runs = [];
    for (const ev of log) {
      if (!isObj(ev) || ev.move === 'next') continue;
      let r = runs[runs.length - 1];
      if (!r || r.seat !== ev.seat || r.done) {
        r = { seat: ev.seat, draws: 0, passed: false, tile: null, score: 0, done: false };
        runs.push(r);
      }
      if (ev.move === 'draw') r.draws += 1;
      else if (ev.move === 'pass') { r.passed = true; r.done = true; }
      else if (isTileMove(ev.move)) { r.tile = ev.move.split(' ')[0]; r.score = ev.score || 0; r.done = true; }
    }
    return runs;
  }

  function renderLog() {
    const events = [];
    let hint = '';
    if (!view) {
      hint = error ? T.error(error.message) : notice;
    } else if (error) {
      hint = T.error(error.message);
    } else {
      const runs = runsOf(Array.isArray(view.log) ? view.log : []).slice(-view.seats);
      for (const r of runs) {
        const txt = T.run({ you: r.seat === HUMAN, name: seatName(r.seat), draws: r.draws, passed: r.passed, tile: r.tile, score: r.score });
        if (txt) events.push(txt);
      }
      if (notice) hint = notice;
      else if (!view.round_over && !view.match_over && view.to_move === HUMAN && !busy && !preview) {
        if (selected) hint = T.chooseEnd;
        else if (view.must === 'draw') hint = T.mustDraw;
        else if (view.must === 'pass') hint = T.mustPass;
        else if (!(view.line || []).length) hint = T.yourTurnFirst;
        else if (!runs.length) hint = T.yourTurn;
      }
    }
    const nodes = events.map((p, i) => {
      const s = document.createElement('span');
      s.className = i === events.length - 1 ? 'ev ev-last' : 'ev';
      s.textContent = p;
      return s;
    });
    if (hint) {
      const h = document.createElement('span');
      h.className = 'hint';
      h.setAttribute('data-testid', 'hint');
      h.textContent = hint;
      nodes.push(h);
    }
    els.log.replaceChildren(...nodes);
  }

  function miniHand(tiles) {
    const wrap = document.createElement('span');
    wrap.className = 'mini-hand';
    if (!tiles.length) { wrap.textContent = T.emptyHand; return wrap; }
    for (const tile of tiles) {
      const m = document.createElement('span');
      m.className = 'mini';
      m.dataset.tile = tile;
      const [p1, p2] = tilePips(tile);
      m.innerHTML = tileSVG(p1, p2, false);
      m.setAttribute('role', 'img');
      m.setAttribute('aria-label', tile);
      wrap.append(m);
    }
    return wrap;
  }

  function explainRound(rr) {
    const lines = [];
    const pips = Array.isArray(rr.pips) ? rr.pips : [];
    const w = rr.winner;
    const you = w === HUMAN;
    if (rr.kind === 'domino') {
      lines.push(T.dominoWin(seatName(w), you));
      lines.push(T.dominoPips(rr.raw));
    } else {
      lines.push(T.blocked);
      if (w == null) {
        lines.push(T.blockedTie);
        return lines;
      }
      const own = pips[w] || 0;
      const others = pips.reduce((a, b) => a + b, 0) - own;
      lines.push(T.blockedWin(seatName(w), you, own, others, rr.raw));
    }
    if (view.mode === 'fives' && rr.points !== rr.raw) lines.push(T.rounded(rr.raw, rr.points));
    if (w != null) lines.push(T.scores(seatName(w), you, rr.points));
    return lines;
  }

  function renderResult() {
    const box = els.result;
    if (!view.round_over && !view.match_over) {
      box.hidden = true;
      box.replaceChildren();
      els.layout.style.bottom = '';
      return;
    }
    const card = document.createElement('div');
    card.className = 'result-card';
    const rr = view.round_result;
    if (isObj(rr)) {
      const h = document.createElement('h2');
      h.textContent = T.roundOver(view.round);
      h.setAttribute('data-testid', 'round-title');
      card.append(h);
      const ex = document.createElement('div');
      ex.className = 'explain';
      ex.setAttribute('data-testid', 'round-result');
      ex.dataset.kind = rr.kind;
      ex.dataset.winner = rr.winner == null ? '' : String(rr.winner);
      ex.dataset.points = String(rr.points);
      for (const line of explainRound(rr)) {
        const p = document.createElement('p');
        p.textContent = line;
        ex.append(p);
      }
      card.append(ex);
      const hands = Array.isArray(view.hands) ? view.hands : [];
      const ul = document.createElement('ul');
      ul.className = 'reveal';
      ul.setAttribute('data-testid', 'revealed-hands');
      for (let i = 0; i < view.seats; i++) {
        const li = document.createElement('li');
        li.dataset.seat = String(i);
        if (rr.winner === i) li.dataset.winner = 'true';
        const name = document.createElement('span');
        name.className = 'reveal-name';
        name.textContent = seatName(i);
        const pips = document.createElement('span');
        pips.className = 'reveal-pips';
        pips.textContent = T.pipsIn((rr.pips || [])[i] ?? 0);
        const row = document.createElement('span');
        row.className = 'reveal-row';
        row.append(name, pips);
        li.append(row, miniHand(Array.isArray(hands[i]) ? hands[i] : []));
        ul.append(li);
      }
      card.append(ul);
    }
    if (view.match_over) {
      const p = document.createElement('p');
      p.className = 'match-line';
      p.setAttribute('data-testid', 'match-result');
      const winners = Array.isArray(view.winners) ? view.winners : [];
      p.textContent = winners.includes(HUMAN)
        ? T.matchWon(view.scores[HUMAN])
        : T.matchLost(winners.map(seatName).join(T.and));
      card.append(p);
    }
    box.replaceChildren(card);
    box.hidden = false;
    // keep the final layout visible above the card
    const room = els.table.clientHeight - card.offsetHeight - 30;
    els.layout.style.bottom = room > 90 ? `${card.offsetHeight + 20}px` : '';
  }

  // redraw the chain when the table changes size
  let raf = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(raf);
    raf = requestAnimationFrame(() => { if (view) renderLayout(); });
  }).observe(els.layout);

  // for tests and debugging: read-only look at what the page holds
  globalThis.gamutDebug = {
    get view() { return view ? JSON.parse(JSON.stringify(view)) : null; },
    get record() { return record ? JSON.parse(JSON.stringify(record)) : null; },
    get generation() { return gen; },
  };

  return {
    /** Draw the table from HTML/CSS before Python runs: the saved view if there is one. */
    renderPlaceholder() {
      const saved = storage.loadGame(GAME);
      if (!ready && saved && isObj(saved.view) && !view) {
        try {
          view = saved.view;
          preview = true;
          render();
          return;
        } catch {
          view = null;
          preview = false;
        }
      }
      if (!view) renderPlaceholder();
    },
    start() {
      ready = true;
      els.loading.hidden = true;
      if (pendingNew) { pendingNew = false; view = null; preview = false; newMatch(); } else resume();
    },
    newMatch() {
      if (preview) { view = null; preview = false; }
      return newMatch();
    },
    settingsChanged() { if (view) render(); },
    /** A match with moves made that is not over yet. */
    inProgress() {
      if (preview) return true;
      return !!(view && record && !view.match_over && Array.isArray(record.moves) && record.moves.length > 0);
    },
    fatal(message) {
      error = { message, retry: () => location.reload() };
      els.loading.hidden = true;
      root.dataset.phase = 'error';
      els.log.textContent = message;
      els.main.textContent = T.reload;
      els.main.disabled = false;
      els.main.dataset.action = 'retry';
    },
  };
}
