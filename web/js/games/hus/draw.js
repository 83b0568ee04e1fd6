// The whole Hus board drawn from the view (or the animation's frame): the phase (root's
// data-phase), the pits with their seeds, counts and labels, the marks (last move, preview,
// animation), the status line, the seat chips, the rules line and the main button; the log and
// the result card come from log.js.

import { key, NAMES, OWNER, SEED_CAP, SEED_POS, START_BOARD } from './geometry.js';
import { buildBoard } from './pits.js';
import { isObj } from '../../core/checks.js';
import { num } from '../../core/i18n.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { replaySeatName, seatItem as chip } from '../../ui/seats.js';
import { basePhase } from '../../ui/turn.js';
import { computerPlays, peopleAtTable } from '../../core/seat-plan.js';

/** The options of a new game from the settings (H1, H6 variants; a series of games). */
export function optionsOf(s) {
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

/**
 * `ctx`: {S, T, els, root, getSettings, pits, st ({anim, shown, hover, builtFor}), myTurn(),
 * legal(name), nameOf(seat), rowLabel(r), renderLog(), renderResult()} (board.js). Returns {phase(), render(),
 * renderFrame(), renderMarks(), renderStatus(), drawn (seeds drawn in each pit: fill with null
 * to draw every count again)}.
 */
export function createDraw(ctx) {
  const { S, T, els, root, getSettings, pits, st } = ctx;
  const { myTurn, legal } = ctx;

  function phase() {
    const base = basePhase(S);
    if (base) return base;
    if (st.anim) return 'animating';
    if (S.view.over) return 'match-over';
    if (S.view.round_over) return 'game-over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return 'human';
    return 'computer';
  }

  function render() {
    if (st.builtFor !== S.viewer) {
      buildBoard(ctx);
      for (const row of drawn) row.fill(null); // new pit elements: draw every count again
    }
    // the other side's rows and pits are labelled with its name (online, people at one device)
    const other = `${S.viewer}:${ctx.nameOf(1 - S.viewer) ?? ''}`;
    if (st.labelledFor !== other) {
      st.labelledFor = other;
      for (const row of els.rows.querySelectorAll('.hus-row')) row.setAttribute('aria-label', ctx.rowLabel(Number(row.dataset.row)));
      for (const row of drawn) row.fill(null); // every pit's label again
    }
    // the labels above and below the board: the other side's name and the player's
    const north = root.querySelector('#label-north');
    const south = root.querySelector('#label-south');
    if (north && south) {
      // a spectator online sees South (seat 0) below, North above
      const me = S.online && S.HUMAN == null ? 0 : S.HUMAN;
      north.textContent = S.online ? S.online.nameOf(1 - me) : T.computer;
      south.textContent = S.online ? S.online.nameOf(me) : T.you;
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
    ctx.renderResult();
    renderMain();
    ctx.renderLog();
    // the game is over: keep the keyboard where the next step is
    if (ended && els.rows.contains(document.activeElement)) els.main.focus({ preventScroll: true });
  }

  function board() {
    if (st.shown) return st.shown.board;
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
          const why = !st.anim && S.view && S.view.to_move === S.viewer && !S.view.round_over ? blocked[name] : null;
          if (why) el.dataset.reason = why; else delete el.dataset.reason;
          if (canPlay) el.removeAttribute('aria-disabled'); else el.setAttribute('aria-disabled', 'true');
          let desc = '';
          if (why) desc = T.reasons[why] || why;
          else if (canPlay && S.view.previews && S.view.previews[name]) desc = describePreview(S.view.previews[name]);
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
    const other = OWNER[r] === S.viewer ? null : ctx.nameOf(OWNER[r]);
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

  /** The move whose preview is shown: the hovered (or focused) pit's, else the hint's. */
  const previewed = () => st.hover || (S.hint ? S.hint.move : null);

  /** Marks on the pits: the animation frame, else the hovered move's preview (or the hint's),
   *  else the last move. */
  function renderMarks() {
    const marks = {};
    const add = (p, cls) => {
      if (!Array.isArray(p)) return;
      const k = key(p[0], p[1]);
      marks[k] = marks[k] ? `${marks[k]} ${cls}` : cls;
    };
    if (st.shown) {
      Object.assign(marks, st.shown.marks);
    } else if (S.view && previewed() && myTurn() && S.view.previews && S.view.previews[previewed()]) {
      const p = S.view.previews[previewed()];
      add(p.pit, 'pv-src');
      if (S.hint && S.hint.move === previewed()) add(p.pit, 'hint'); // core/session-help.js
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
    if (els.rows.dataset.hover !== (st.hover || '')) els.rows.dataset.hover = st.hover || '';
  }

  function renderStatus() {
    let text = '';
    if (st.shown && st.anim) {
      const you = st.anim.last.seat === S.viewer;
      const other = you ? null : ctx.nameOf(st.anim.last.seat);
      if (st.shown.kind === 'end') text = other ? T.animEndOf(other) : T.animEnd(you);
      else if (!st.anim.exact) text = other ? T.animSummaryOf(other) : T.animSummary(you);
      else if (st.shown.hand != null && st.shown.hand > 0) text = T.inHand(st.shown.hand);
      else if (st.shown.kind === 'capture') text = T.capturing;
    } else if (S.view && previewed() && myTurn() && S.view.previews && S.view.previews[previewed()]) {
      text = T.pitAbout(T.pitName(previewed()), describePreview(S.view.previews[previewed()]));
    } else if (S.view && st.hover && myTurn() && S.view.blocked && S.view.blocked[st.hover]) {
      text = T.pitAbout(T.pitName(st.hover), T.reasons[S.view.blocked[st.hover]] || '');
    } else if (S.thinking) {
      text = T.thinking;
    }
    if (els.status.textContent !== text) els.status.textContent = text;
    const kind = st.shown ? 'st.anim' : st.hover ? 'preview' : 'idle';
    if (els.status.dataset.kind !== kind) els.status.dataset.kind = kind;
  }

  function seatItem(i, name, seeds, score, toMove, series) {
    return chip({
      seat: i, name, toMove, detail: seeds == null ? '' : T.seeds(seeds), score: series ? T.scoreShort(series, score) : '',
      label: T.seatLabel(name, seeds, series, score, toMove), data: { seeds, score: String(score ?? '') },
    });
  }

  function renderSeats() {
    const people = !S.online && peopleAtTable(S.plan);
    const replayed = [0, 1].map((i) => replaySeatName(S, i, T.you));
    const names = S.online ? [0, 1].map((i) => S.online.nameOf(i))
      : replayed[0] ? replayed : people ? S.plan.map((p) => p.name) : [T.you, T.computer];
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
      const toMove = !!S.view && !st.anim && S.view.to_move === i && !S.view.round_over;
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
    // the computer's level only where this device's computer plays (not between two people;
    // online the room's level is the host's, not this device's setting)
    const parts = !S.online && computerPlays(s, 2) ? [T.levelShort(T.levels[s.level])] : [];
    parts.push(o.anticlockwise ? T.dirAnti : T.dirClock);
    if (o.fixed_opening) parts.push(T.ruleShort.fixed_opening);
    if (o.capture_sow_captured_only) parts.push(T.ruleShort.capture_sow_captured_only);
    if (o.capture_needs_both) parts.push(T.ruleShort.capture_needs_both);
    els.ruleInfo.textContent = parts.join(' · ');
    root.dataset.direction = o.anticlockwise ? 'anti' : 'clock';
  }

  function renderMain() {
    if (st.anim && !S.error && S.view) {
      setMain(els.main, { text: T.skip, action: 'skip', enabled: true, primary: false });
      return;
    }
    const common = commonMain(S, T);
    if (common) { setMain(els.main, common); return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (S.view.round_over) {
      text = T.nextGame; action = 'next'; enabled = !S.busy;
    } else if (S.view.to_move === S.viewer) {
      text = T.play; action = 'play';
    } else {
      // a friend online or a person at this device by name; only the computer's turn says so
      const p = !S.online && S.plan && Number.isInteger(S.view.to_move) ? S.plan[S.view.to_move] : null;
      if (S.online && Number.isInteger(S.view.to_move)) text = T.waitFor(S.online.nameOf(S.view.to_move));
      else if (p && p.kind !== 'computer') text = T.waitFor(p.name);
      else text = T.wait;
      action = 'wait';
    }
    setMain(els.main, { text, action, enabled });
  }


  return { phase, render, renderFrame, renderMarks, renderStatus, describePreview, drawn };
}
