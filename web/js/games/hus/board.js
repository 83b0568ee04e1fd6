// The Hus board: draws the view Python returns and sends the player's moves back.
// It never decides a rule: legal pits, why a pit is blocked, where a sowing ends, what it
// captures, the end of the game and the scores all come from the view (py/gamut/hus through
// api.py). The animation (anim.js) only replays what Python reports.

import { buildFrames } from './anim.js';
import { key, NAMES, OWNER, SEED_CAP, SEED_POS, START_BOARD } from './geometry.js';
import { bindInput } from './input.js';
import { createLog } from './log.js';
import { createSession } from '../../core/session.js';
import { isObj } from '../../core/checks.js';
import { num } from '../../core/i18n.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { seatItem as chip } from '../../ui/seats.js';
import { basePhase, myTurn as turnOf } from '../../ui/turn.js';

const GAME = 'hus';
const PACE = { slow: 900, normal: 500, fast: 150, instant: 0 };     // ms before the computer moves
const STEP = { slow: 240, normal: 110, fast: 35, instant: 0 };      // ms per animation frame
const MAX_ANIM = { slow: 9000, normal: 4000, fast: 1500, instant: 0 };   // ms per move at most
const BUDGET = { easy: 100, medium: 250, hard: 600 };               // ms the computer may think

const reducedMotion = () => !!(globalThis.matchMedia && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches);

// ---------------------------------------------------------------------------------------------

/** The board. `seatPlan(n)` (optional): the seats of a new match (people at one table,
 *  js/core/seat-plan.js planOf); without it North is the computer. */
export function createHus({ root, els, python, storage, strings: T, getSettings, onMatchCounted, seatPlan }) {
  let anim = null;          // {frames, i, timer, done, skip}
  let shown = null;         // the frame on the board while animating
  let hover = null;         // move name previewed (pointer or focus)

  const pits = [];          // pits[row][col] -> element

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({
    game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted,
    isOver: (v) => !!v.over,
    humanMoved: (v) => v.ply >= 2 || !!(v.last && v.last.seat === S.HUMAN),
    computerMayMove: (v) => !anim && !v.over && !v.game_over,
    seatPlan,
    // open information (H1): a person's turn shows their view at once, no hand-over
    hiddenHands: () => false,
    revealed() {
      const first = els.rows.querySelector('.pit[data-playable="true"]') || els.main;
      first.focus({ preventScroll: true });
    },
    newGameOptions: (s) => optionsOf(s),
    paceMs: (s) => PACE[s.tempo] ?? PACE.normal,
    budgetMs: (level) => BUDGET[level] ?? 250,
    render: () => render(),
    renderEmpty: () => render(),
    renderLog: () => renderLog(),
    flashMs: 2600,
    previewable: (v) => Array.isArray(v.board),
    reset() { stopAnim(); hover = null; },
    taken() { hover = null; },
    beforeDraw: (before, from) => (from && S.view.last ? animate(from, S.view.last) : null),
    animFrom: (move) => (move === 'next' ? null : S.view.board),
    inputBlocked: () => !!anim,
    onSend() { hover = null; },
  });
  const { send, newMatch } = S;
  const flash = (text, ms) => S.flash(text, ms);

  /** The name the texts give `seat` when a person plays it (a friend online, people at one
   *  device), else null: the texts then speak of the computer. */
  const nameOf = (seat) => {
    if (S.online) {
      const s = S.online.seats[seat];
      return s && s.kind === 'human' ? S.online.nameOf(seat) : null;
    }
    const people = S.plan && S.plan.every((p) => p.kind !== 'computer');
    return people && S.plan[seat] ? S.plan[seat].name : null;
  };
  /** Row `r`'s accessible name: the viewer's own rows, or the other side's by its name. */
  const rowLabel = (r) => {
    const outer = r === 0 || r === 3;
    if (OWNER[r] === S.viewer) return T.rowNames[outer ? 3 : 2];
    const name = nameOf(OWNER[r]);
    return name ? T.rowOf(name, outer) : T.rowNames[outer ? 0 : 1];
  };

  // the log line and the result card: log.js
  const { renderLog, renderResult } = createLog({
    S, T, els, root, get HUMAN() { return S.viewer; }, myTurn: () => myTurn(), get anim() { return anim; }, nameOf,
  });

  // ---- the board's DOM, built once --------------------------------------------------------
  // the player's own rows at the bottom, their outer row's first pit on their left: North
  // (seat 1, online) sees the board turned round; pits[row][col] keep the view's numbering
  // people at one table: the viewer's pits are the buttons, North stays on top
  let builtFor = null;      // the seat whose pits are buttons (the viewer when built)
  let labelledFor = null;   // the viewer and the other side's name the labels were made for
  function buildBoard() {
    builtFor = S.viewer;
    const flip = !!S.online && S.viewer === 1;
    const frag = document.createDocumentFragment();
    for (const r of flip ? [3, 2, 1, 0] : [0, 1, 2, 3]) {
      const row = document.createElement('div');
      row.className = `hus-row hus-row-${r} ${OWNER[r] === S.viewer ? 'row-mine' : 'row-theirs'} ${r === 0 || r === 3 ? 'row-outer' : 'row-inner'}`;
      row.setAttribute('role', OWNER[r] === S.viewer ? 'group' : 'list');
      row.dataset.row = String(r);
      row.setAttribute('aria-label', rowLabel(r));
      pits[r] = [];
      for (let c = 0; c < 8; c++) {
        const mine = OWNER[r] === S.viewer;
        const el = document.createElement(mine ? 'button' : 'div');
        if (mine) {
          el.type = 'button';
          el.tabIndex = r === (flip ? 0 : 3) && c === 0 ? 0 : -1;
        } else {
          el.setAttribute('role', 'listitem');
        }
        el.className = 'pit';
        el.setAttribute('data-testid', 'pit');
        el.dataset.row = String(r);
        el.dataset.col = String(c);
        el.dataset.owner = String(OWNER[r]);
        el.dataset.name = NAMES[r][c];
        const seeds = document.createElement('span');
        seeds.className = 'seeds';
        seeds.setAttribute('aria-hidden', 'true');
        const count = document.createElement('span');
        count.className = 'count';
        count.setAttribute('aria-hidden', 'true');
        el.append(seeds, count);
        if (flip) row.prepend(el); else row.append(el);
        pits[r].push(el);
      }
      frag.append(row);
      if (r === (flip ? 2 : 1)) {
        const mid = document.createElement('div');
        mid.className = 'hus-mid';
        mid.setAttribute('aria-hidden', 'true');
        frag.append(mid);
      }
    }
    els.rows.replaceChildren(frag);
  }

  function optionsOf(s) {
    const o = {};
    if (s.first === 'you') o.first = 0;
    else if (s.first === 'computer') o.first = 1;
    for (const f of ['fixed_opening', 'anticlockwise', 'capture_sow_captured_only', 'capture_needs_both']) {
      if (s[f]) o[f] = true;
    }
    if (s.series === 'points') o.series = { kind: 'points', to: s.target };
    else if (s.series === 'best_of_7') o.series = { kind: 'best_of_7', to: 4 };
    return o;
  }

  function stopAnim() {
    if (anim) { clearTimeout(anim.timer); const d = anim.done; anim = null; shown = null; d(); }
  }

  // ---- animation ---------------------------------------------------------------------------
  function animate(before, last) {
    const tempo = getSettings().tempo;
    const step = STEP[tempo] ?? STEP.normal;
    if (!step || reducedMotion()) return Promise.resolve();
    const dir = S.view && S.view.options && S.view.options.anticlockwise ? -1 : 1;
    const { frames, exact } = buildFrames(before, S.view.board, last, dir);
    if (!frames.length) return Promise.resolve();
    const cap = MAX_ANIM[tempo] ?? MAX_ANIM.normal;
    const delay = Math.max(8, Math.min(step, Math.floor(cap / frames.length)));
    return new Promise((resolve) => {
      anim = { frames, i: 0, timer: 0, done: resolve, exact, last };
      const tick = () => {
        if (!anim) return;
        shown = anim.frames[anim.i];
        // the first frame draws the whole table (phase, main button, log); later frames only
        // what a seat moving changes: a long task per frame would stutter the seeds
        if (anim.i === 0) render(); else renderFrame();
        anim.i += 1;
        if (anim.i >= anim.frames.length) {
          // hold the last frame (end pit, captures) a moment, then hand back
          anim.timer = setTimeout(() => { if (anim) { anim = null; shown = null; resolve(); } }, Math.max(delay, Math.min(3 * step, 600)));
          return;
        }
        const kind = anim.frames[anim.i].kind;
        anim.timer = setTimeout(tick, kind === 'drop' || kind === 'sweep' ? delay : Math.max(delay, Math.min(2 * step, 250)));
      };
      tick();
    });
  }

  function skipAnim() {
    if (!anim) return false;
    stopAnim();
    return true;
  }

  // ---- player input ------------------------------------------------------------------------
  const myTurn = () => turnOf(S, S.viewer) && !anim && !S.view.game_over;
  const legal = (name) => !!S.view && Array.isArray(S.view.legal) && S.view.legal.includes(name);

  function setHover(name) {
    if (hover === name) return;
    hover = name;
    renderMarks();
    renderStatus();
  }

  // pointer, keyboard and the main button: input.js
  bindInput({
    S, T, els, root, get HUMAN() { return S.viewer; }, pits, myTurn: () => myTurn(), legal, send: (move) => send(move),
    newMatch: () => newMatch(), flash, skipAnim: () => skipAnim(), setHover: (name) => setHover(name),
    get anim() { return anim; },
  });

  // ---- drawing -----------------------------------------------------------------------------
  function phase() {
    const base = basePhase(S);
    if (base) return base;
    if (anim) return 'animating';
    if (S.view.over) return 'match-over';
    if (S.view.game_over) return 'game-over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return 'human';
    return 'computer';
  }

  function render() {
    if (builtFor !== S.viewer) {
      buildBoard();
      for (const row of drawn) row.fill(null); // new pit elements: draw every count again
    }
    // the other side's rows and pits are labelled with its name (online, people at one device)
    const other = `${S.viewer}:${nameOf(1 - S.viewer) ?? ''}`;
    if (labelledFor !== other) {
      labelledFor = other;
      for (const row of els.rows.querySelectorAll('.hus-row')) row.setAttribute('aria-label', rowLabel(Number(row.dataset.row)));
      for (const row of drawn) row.fill(null); // every pit's label again
    }
    // the labels above and below the board: the other side's name and the player's
    const north = root.querySelector('#label-north');
    const south = root.querySelector('#label-south');
    if (north && south) {
      north.textContent = S.online ? S.online.nameOf(1 - S.HUMAN) : T.computer;
      south.textContent = S.online ? S.online.nameOf(S.HUMAN) : T.you;
    }
    const was = root.dataset.phase;
    root.dataset.phase = phase();
    const ended = (root.dataset.phase === 'game-over' || root.dataset.phase === 'match-over') && was !== root.dataset.phase;
    root.dataset.preview = S.preview ? 'true' : 'false';
    if (S.ready) els.loading.hidden = true;
    renderSeats();
    renderInfo();
    renderPits();
    renderMarks();
    renderStatus();
    renderResult();
    renderMain();
    renderLog();
    // the game is over: keep the keyboard where the next step is
    if (ended && els.rows.contains(document.activeElement)) els.main.focus({ preventScroll: true });
  }

  function board() {
    if (shown) return shown.board;
    if (S.view && Array.isArray(S.view.board)) return S.view.board;
    return START_BOARD;
  }

  function drawSeeds(box, n) {
    const k = Math.min(n, SEED_CAP);
    if (box.childElementCount === k && box.dataset.n === String(n)) return;
    box.dataset.n = String(n);
    const kids = [];
    const pos = k ? SEED_POS[k - 1] : [];
    for (let i = 0; i < k; i++) {
      const s = document.createElement('i');
      s.className = `seed s${i % 4}`;
      s.style.left = `${pos[i][0]}%`;
      s.style.top = `${pos[i][1]}%`;
      kids.push(s);
    }
    box.replaceChildren(...kids);
    box.classList.toggle('more', n > SEED_CAP);
  }

  const drawn = [0, 1, 2, 3].map(() => Array(8).fill(null)); // seeds drawn in each pit
  let drawnSeeds = null; // the seat chips' seed totals as last drawn, "south,north"

  /** Every pit: seeds, count, playable, labels (the whole board; see renderFrame). */
  function renderPits() {
    const b = board();
    const mine = myTurn();
    const blocked = (S.view && S.view.to_move === S.viewer && isObj(S.view.blocked)) ? S.view.blocked : {};
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 8; c++) {
        const el = pits[r][c];
        const name = NAMES[r][c];
        drawCount(r, c, b[r][c]);
        if (OWNER[r] === S.viewer) {
          const canPlay = mine && legal(name);
          el.dataset.playable = canPlay ? 'true' : 'false';
          const why = !anim && S.view && S.view.to_move === S.viewer && !S.view.game_over ? blocked[name] : null;
          if (why) el.dataset.reason = why; else delete el.dataset.reason;
          if (canPlay) el.removeAttribute('aria-disabled'); else el.setAttribute('aria-disabled', 'true');
          let desc = '';
          if (why) desc = T.reasons[why] || why;
          else if (canPlay && S.view.preview && S.view.preview[name]) desc = describePreview(S.view.preview[name]);
          if (desc) { el.setAttribute('aria-description', desc); el.title = T.pitAbout(T.pitName(name), desc); }
          else { el.removeAttribute('aria-description'); el.title = ''; }
        }
      }
    }
  }

  /** One pit's seeds, count and label, when its count is not the one drawn already. */
  function drawCount(r, c, n) {
    if (drawn[r][c] === n) return;
    drawn[r][c] = n;
    const el = pits[r][c];
    el.dataset.count = String(n);
    drawSeeds(el.firstChild, n);
    el.lastChild.textContent = num(n);
    const label = T.pitLabel(OWNER[r] === S.viewer, T.pitName(NAMES[r][c]), n);
    const other = OWNER[r] === S.viewer ? null : nameOf(OWNER[r]);
    el.setAttribute('aria-label', OWNER[r] === S.viewer ? label : other ? T.pitOf(other, label) : T.pitTheirs(label));
  }

  /** An animation frame after the first: only the pits whose count changed, the marks, the
   *  status line and, when seeds changed sides (a capture), the seat chips. The phase, the
   *  main button and the log stay as the first frame drew them. */
  function renderFrame() {
    const b = board();
    for (let r = 0; r < 4; r++) for (let c = 0; c < 8; c++) drawCount(r, c, b[r][c]);
    renderMarks();
    renderStatus();
    if (seedTotals() !== drawnSeeds) renderSeats();
  }

  function seedTotals() {
    const b = board();
    const sum = (rows) => rows.reduce((a, r) => a + b[r].reduce((x, y) => x + y, 0), 0);
    return `${sum([2, 3])},${sum([0, 1])}`;
  }

  function describePreview(p) {
    return T.previewText({
      end: T.pitName(NAMES[p.end[0]][p.end[1]]), laps: p.laps, sown: p.sown, captured: p.captured,
    });
  }

  /** Marks on the pits: the animation frame, else the hovered move's preview, else the last move. */
  function renderMarks() {
    const marks = {};
    const add = (p, cls) => {
      if (!Array.isArray(p)) return;
      const k = key(p[0], p[1]);
      marks[k] = marks[k] ? `${marks[k]} ${cls}` : cls;
    };
    if (shown) {
      Object.assign(marks, shown.marks);
    } else if (S.view && hover && myTurn() && S.view.preview && S.view.preview[hover]) {
      const p = S.view.preview[hover];
      add(p.pit, 'pv-src');
      add(p.end, 'pv-end');
      // the opponent's pits change only by capture (H3.3): those emptied are the captured ones
      for (const r of [0, 1]) {
        for (let c = 0; c < 8; c++) {
          if (S.view.board[r][c] > 0 && p.board[r][c] === 0) add([r, c], 'pv-cap');
        }
      }
    } else if (S.view && S.view.last && !S.busy) {
      const l = S.view.last;
      add(l.pit, 'last-src');
      add(l.end, 'last-end');
      for (const cap of l.captures || []) for (const f of cap.from || []) if ((S.view.board[f[0]] || [])[f[1]] === 0) add(f, 'last-taken');
    }
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 8; c++) {
        const el = pits[r][c];
        const m = marks[key(r, c)] || '';
        if (el.dataset.marks !== m) {
          el.dataset.marks = m;
          el.className = m ? `pit ${m}` : 'pit';
        }
      }
    }
    if (els.rows.dataset.hover !== (hover || '')) els.rows.dataset.hover = hover || '';
  }

  function renderStatus() {
    let text = '';
    if (shown && anim) {
      const you = anim.last.seat === S.viewer;
      const other = you ? null : nameOf(anim.last.seat);
      if (shown.kind === 'end') text = other ? T.animEndOf(other) : T.animEnd(you);
      else if (!anim.exact) text = other ? T.animSummaryOf(other) : T.animSummary(you);
      else if (shown.hand != null && shown.hand > 0) text = T.inHand(shown.hand);
      else if (shown.kind === 'capture') text = T.capturing;
    } else if (S.view && hover && myTurn() && S.view.preview && S.view.preview[hover]) {
      text = T.pitAbout(T.pitName(hover), describePreview(S.view.preview[hover]));
    } else if (S.view && hover && myTurn() && S.view.blocked && S.view.blocked[hover]) {
      text = T.pitAbout(T.pitName(hover), T.reasons[S.view.blocked[hover]] || '');
    } else if (S.thinking) {
      text = T.thinking;
    }
    if (els.status.textContent !== text) els.status.textContent = text;
    const kind = shown ? 'anim' : hover ? 'preview' : 'idle';
    if (els.status.dataset.kind !== kind) els.status.dataset.kind = kind;
  }

  function seatItem(i, name, seeds, score, toMove, series) {
    return chip({
      seat: i, name, toMove, detail: seeds == null ? '' : T.seeds(seeds), score: series ? T.scoreShort(series, score) : '',
      label: T.seatLabel(name, seeds, series, score, toMove), data: { seeds, score: String(score ?? '') },
    });
  }

  function renderSeats() {
    const people = !S.online && S.plan && S.plan.every((p) => p.kind !== 'computer');
    const names = S.online ? [0, 1].map((i) => S.online.nameOf(i)) : people ? S.plan.map((p) => p.name) : [T.you, T.computer];
    if (!S.online) {
      // the sides of the board carry the people's names (the page's texts say You and Computer)
      const north = root.querySelector('#label-north');
      const south = root.querySelector('#label-south');
      if (north) north.textContent = names[1];
      if (south) south.textContent = names[0];
    }
    const items = [];
    const b = board();
    for (let i = 0; i < 2; i++) {
      let seeds = null;
      if (S.view || S.preview) {
        const rows = i === 0 ? [2, 3] : [0, 1];
        seeds = rows.reduce((a, r) => a + b[r].reduce((x, y) => x + y, 0), 0);
      }
      const series = S.view && S.view.series ? S.view.series.kind : null;
      const score = S.view ? S.view.scores[i] : null;
      const toMove = !!S.view && !anim && S.view.to_move === i && !S.view.game_over;
      items.push(seatItem(i, names[i], seeds ?? 24, score, toMove, series));
    }
    els.seats.replaceChildren(...items);
    drawnSeeds = seedTotals();
  }

  function renderInfo() {
    const s = getSettings();
    const o = S.view ? S.view.options : optionsOf(s);
    const sr = S.view && S.view.series ? S.view.series : null;
    let info = T.single;
    if (sr) info = sr.kind === 'best_of_7' ? T.bestOf7Info(sr.game) : T.pointsInfo(sr.game, sr.to);
    else if (!S.view && s.series !== 'single') info = s.series === 'best_of_7' ? T.bestOf7Info(1) : T.pointsInfo(1, s.target);
    els.roundInfo.textContent = info;
    const parts = [T.levelShort(T.levels[s.level])];
    parts.push(o.anticlockwise ? T.dirAnti : T.dirClock);
    if (o.fixed_opening) parts.push(T.ruleShort.fixed_opening);
    if (o.capture_sow_captured_only) parts.push(T.ruleShort.capture_sow_captured_only);
    if (o.capture_needs_both) parts.push(T.ruleShort.capture_needs_both);
    els.ruleInfo.textContent = parts.join(' · ');
    root.dataset.direction = o.anticlockwise ? 'anti' : 'clock';
  }

  function renderMain() {
    if (anim && !S.error && S.view) {
      setMain(els.main, { text: T.skip, action: 'skip', enabled: true, primary: false });
      return;
    }
    const common = commonMain(S, T);
    if (common) { setMain(els.main, common); return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (S.view.game_over) {
      text = T.nextGame; action = 'next'; enabled = !S.busy && !S.preview;
    } else if (S.view.to_move === S.viewer) {
      text = T.play; action = 'play';
    } else {
      text = S.online && Number.isInteger(S.view.to_move) ? T.waitFor(S.online.nameOf(S.view.to_move)) : T.wait;
      action = 'wait';
    }
    setMain(els.main, { text, action, enabled });
  }

  // for tests and debugging (session.js adds view, record, generation), plus one test hook
  S.debug({
    get animating() { return !!anim; },
    /** Test hook: play on from a record (e.g. ../shared/records/*.json's `record`). Resolves
     *  true once drawn; rejects with Python's error if the record does not replay. */
    loadRecord(rec) {
      if (!S.ready) return Promise.reject(new Error('Python is not ready yet'));
      return S.load(JSON.parse(JSON.stringify(rec)));
    },
  });

  buildBoard();

  return S.controller({
    settingsChanged() { render(); },
    /** Redraws every text (after a change of language); the game itself is untouched. */
    relabel() {
      for (const row of els.rows.querySelectorAll('.hus-row')) row.setAttribute('aria-label', rowLabel(Number(row.dataset.row)));
      for (const row of drawn) row.fill(null); // the pits' labels are drawn again
      if (!(S.error && root.dataset.phase === 'error')) render();
    },
  });
}
