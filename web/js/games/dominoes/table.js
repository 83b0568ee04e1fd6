// The Dominoes table: draws the view Python returns and sends the player's moves back.
// It never decides a rule: playable tiles, ends, scores and whose turn it is all come from
// the view (py/gamut/dominoes via api.py).

import { tileSVG, tilePips, computeLayout, branchesOf } from './layout.js';
import { enableDrag } from './drag.js';
import { createSession } from '../../core/session.js';
import { createMotion } from './anim.js';
import { createLog, runsOf } from './log.js';
import { createResult } from './result.js';
import { createTableView } from './render.js';
import { isObj } from '../../core/checks.js';
import { num } from '../../core/i18n.js';
import { keepFocus } from '../../ui/focus.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { seatItem as chip } from '../../ui/seats.js';
import { basePhase, myTurn as turnOf } from '../../ui/turn.js';
import { showHandover, hideHandover } from '../../ui/handover.js';

export { tileSVG, computeLayout, branchesOf };

const GAME = 'dominoes';
const PACE = { slow: 1200, normal: 700, fast: 250 };     // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 150 };    // ms of thinking (hard: p95 under 250 ms in Pyodide)

// ---------------------------------------------------------------------------------------------

/** The table. `seatPlan(n)` (optional): the seats of a new match of n seats (people at one
 *  table, js/core/seat-plan.js planOf); without it every seat but the first is the computer. */
export function createDominoes({ root, els, python, storage, strings: T, getSettings, onMatchCounted, announce, seatPlan }) {
  let selected = null;      // tile waiting for the player to choose an end
  let mainDropped = false;  // the main button had the focus and was disabled (keepMainFocus)

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({
    game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted,
    isOver: (v) => !!v.over,
    // a saved view from before the view header (no `over`) is not drawn before Python runs
    previewable: (v) => typeof v.over === 'boolean',
    humanMoved: (v) => v.round > 1 || (Array.isArray(v.log) && v.log.some((e) => isObj(e) && e.seat === S.HUMAN)),
    computerMayMove: (v) => !v.over && !v.round_over,
    seatPlan,
    hiddenHands: () => true,
    renderHandover: () => renderHandover(),
    revealed() {
      const first = els.hand.querySelector('[data-playable="true"]') || els.main;
      first.focus({ preventScroll: true });
    },
    newGameOptions: (s) => ({ mode: s.mode, seats: s.seats, target: s.target }),
    paceMs(s, v) {
      const pace = PACE[s.tempo] ?? PACE.normal;
      const last = v.last;
      return last && last.seat === v.to_move && last.move === 'draw' ? Math.round(pace / 2) : pace;
    },
    budgetMs: (level) => BUDGET[level] ?? 300,
    render: () => render(),
    renderEmpty: () => renderPlaceholder(),
    renderLog: () => renderLog(),
    flashMs: 2600,
    reset() { selected = null; },
    fresh() { tableView.resetShape(); },
    taken() { if (selected && !(S.view.playable && S.view.playable[selected])) selected = null; },
    afterDraw(before) {
      showArrivals(before, S.view);
      announceChanges(before, S.view);
    },
    onSend() { selected = null; },
    showFatal(message) {
      const { list } = logParts();
      list.replaceChildren();
      list.classList.add('empty');
      setHint(message);
    },
  });
  const { send, newMatch } = S;
  const flash = (text, ms) => S.flash(text, ms);

  const seatName = (s) => {
    if (S.online) return S.online.nameOf(s);
    const p = S.plan && S.plan[s];
    if (p && p.kind === 'person') return p.name;
    if (p && p.kind === 'you' && S.plan.some((q) => q.kind === 'person')) return p.name;
    const n = S.plan ? S.plan.length : S.view ? S.view.seats : getSettings().seats;
    return T.seatName(n, s);
  };

  /** The hand-over screen (ui/handover.js) over the empty table: whose turn, what happened. */
  function renderHandover() {
    if (!S.handover) return;
    const lines = S.since(S.handover.seat).map(({ seat, move }) => T.handoverMove(seatName(seat), move));
    showHandover(els.table, { name: seatName(S.handover.seat), lines, T, onReady: () => S.reveal() });
    root.dataset.phase = 'handover';
    els.main.textContent = T.handoverReady(seatName(S.handover.seat));
    els.main.disabled = false;
    els.main.dataset.action = 'handover';
  }

  // the log, the result card and the motion of drawn tiles: log.js, result.js, anim.js
  const { renderLog, setHint, logParts, explainRound, announceChanges } = createLog({
    S, T, els, get HUMAN() { return S.viewer; }, seatName, announce, get selected() { return selected; },
  });
  const { renderResult } = createResult({ S, T, els, get HUMAN() { return S.viewer; }, seatName, explainRound });
  const { showArrivals } = createMotion({ root, els, get HUMAN() { return S.viewer; }, getSettings });
  const tableView = createTableView({ S, T, els, myTurn: () => myTurn(), get selected() { return selected; } });
  const { renderLayout, renderHand } = tableView;

  // ---- player input ------------------------------------------------------------------------
  const myTurn = () => turnOf(S, S.viewer) && !S.view.round_over;

  function pickTile(tile) {
    if (!myTurn()) { if (S.view && !S.view.round_over && !S.view.over) flash(T.notYourTurn); return; }
    const opts = (S.view.playable && S.view.playable[tile]) || [];
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
    if (S.retry()) return;
    if (S.handover) { S.reveal(); return; }
    if (!S.view || S.preview) return;
    if (S.view.over) { newMatch(); return; }
    const m = S.view.must;
    if (m === 'next' || m === 'draw' || m === 'pass') send(m);
  }

  els.main.addEventListener('click', mainAction);

  els.hand.addEventListener('click', (ev) => {
    if (drag.swallowClick()) return;
    const b = ev.target.closest('[data-tile]');
    if (b) pickTile(b.dataset.tile);
  });

  // dragging a tile onto a place (pointer events: mouse, pen, touch)
  const optionsOf = (tile) => (S.view && S.view.playable && S.view.playable[tile]) || [];
  const drag = enableDrag({
    root,
    hand: els.hand,
    table: els.table,
    layout: els.layout,
    canDrag: (tile) => myTurn() && optionsOf(tile).length > 0,
    begin(tile) {
      // show every place for this tile, even a single one: it is the drop target
      selected = tile;
      root.dataset.phase = phase();
      renderLayout();
      renderLog();
    },
    firstMove(tile) {
      const o = optionsOf(tile);
      return o.length === 1 && !o[0].end ? o[0].move : null;
    },
    drop(move) {
      if (myTurn()) send(move);
    },
    cancel() {
      selected = null;
      if (S.view) render();
    },
    tileHTML(tile) {
      const [p1, p2] = tilePips(tile);
      return tileSVG(p1, p2, false);
    },
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
    if (!root.isConnected) return; // another game's page is on screen
    if (ev.key === 'Escape' && selected && !document.querySelector('dialog[open]')) cancelChoice();
  });

  // ---- drawing -----------------------------------------------------------------------------
  function phase() {
    const base = basePhase(S);
    if (base) return base;
    if (S.view.over) return 'match-over';
    if (S.view.round_over) return 'round-over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return selected ? 'choose' : 'human';
    return 'computer';
  }

  function render() {
    if (S.handover) { renderPlaceholder(); renderHandover(); return; }
    hideHandover(els.table);
    root.dataset.phase = phase();
    root.dataset.preview = S.preview ? 'true' : 'false';
    if (S.ready) els.loading.hidden = true;
    if (!S.view) { renderPlaceholder(); return; }
    root.dataset.mode = S.view.mode;
    root.dataset.seats = String(S.view.seats);
    // the focused tile or place is gone (played): keep the keyboard in the hand
    const restoreFocus = keepFocus([els.layout, els.hand, els.result], () => {
      const next = els.hand.querySelector('[data-playable="true"]') || els.hand.querySelector('[data-tile]');
      (next || els.main).focus({ preventScroll: true });
    });
    const restoreMain = keepMainFocus();
    renderSeats();
    renderInfo();
    renderResult();
    renderLayout();
    renderHand();
    renderMain();
    renderLog();
    restoreFocus();
    restoreMain();
  }

  // The main button is disabled while Python answers (after Draw, say), which drops the focus
  // on the page. A keyboard player who pressed it gets it back once it can be pressed again,
  // or the first playable tile when the hand now has one.
  function keepMainFocus() {
    const act = document.activeElement;
    const lost = !act || act === document.body;
    // Chromium moves the focus off a disabled button only at its next frame: remember it
    const had = act === els.main || (mainDropped && (lost || act === els.main));
    if (!had) mainDropped = false;
    return () => {
      if (!had) return;
      if (els.main.disabled) { mainDropped = true; return; }
      mainDropped = false;
      const now = document.activeElement;
      if (now && now !== document.body) return; // still on the button, or the hand took it
      const tile = els.hand.querySelector('[data-playable="true"]');
      (tile || els.main).focus({ preventScroll: true });
    };
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    // online before the start: the room's seats (names or free seat)
    const n = S.online ? S.online.seats.length : S.plan ? S.plan.length : s.seats;
    const names = Array.from({ length: n }, (_, i) => seatName(i));
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, !!S.handover && S.handover.seat === i)));
    if (!S.handover) hideHandover(els.table);
    els.roundInfo.textContent = T.roundInfo(1, s.target);
    els.boneyard.textContent = '';
    els.countInfo.hidden = true;
    els.layout.replaceChildren();
    els.hand.replaceChildren();
    els.result.hidden = true;
    renderLog();
    els.main.textContent = S.error ? T.retry : '…';
    els.main.disabled = !S.error;
    els.main.dataset.action = S.error ? 'retry' : 'wait';
  }

  function seatItem(i, name, tiles, score, toMove) {
    const li = chip({
      seat: i, name, toMove, detail: tiles == null ? '' : T.tiles(tiles), score: num(score),
      label: tiles == null ? null : T.seatLabel(name, tiles, score, toMove), data: { tiles },
    });
    li.dataset.score = String(score);
    return li;
  }

  function renderSeats() {
    const items = [];
    const last = {};
    if (!S.view.round_over) {
      for (const r of runsOf(Array.isArray(S.view.log) ? S.view.log : [])) last[r.seat] = r;
    }
    for (let i = 0; i < S.view.seats; i++) {
      const li = seatItem(i, seatName(i), S.view.hand_sizes[i], S.view.scores[i], S.view.to_move === i);
      const r = last[i];
      if (r && (r.draws || r.passed)) {
        // what the tips ask to watch: who could not play (shown until that seat's next turn)
        const tag = document.createElement('span');
        tag.className = 'seat-act';
        tag.setAttribute('data-testid', 'seat-act');
        tag.dataset.kind = r.passed ? 'pass' : 'draw';
        tag.textContent = T.seatAct(r.draws, r.passed);
        tag.title = T.run({ you: i === S.viewer, name: seatName(i), draws: r.draws, passed: r.passed, tile: r.tile, score: r.score, lacked: i === S.viewer ? null : r.lacked });
        li.append(tag);
      }
      items.push(li);
    }
    els.seats.replaceChildren(...items);
  }

  function renderInfo() {
    els.roundInfo.textContent = T.roundInfo(S.view.round, S.view.target);
    els.boneyard.textContent = S.view.mode === 'block' ? T.noBoneyard : T.boneyard(S.view.boneyard);
    els.boneyard.dataset.count = String(S.view.boneyard);
    if (S.view.mode === 'fives' && (S.view.line || []).length) {
      els.countInfo.hidden = false;
      els.countInfo.textContent = T.count(S.view.count);
    } else {
      els.countInfo.hidden = true;
    }
  }

  function renderMain() {
    const common = commonMain(S, T);
    if (common) { setMain(els.main, common); return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (S.view.must === 'next') {
      text = T.next; action = 'next'; enabled = !S.busy && !S.preview;
    } else if (S.view.must === 'draw' || S.view.must === 'pass') {
      text = T[S.view.must]; action = S.view.must; enabled = !S.busy && !S.preview;
    } else if (S.view.to_move === S.viewer) {
      text = T.play; action = 'play';
    } else if (Number.isInteger(S.view.to_move)) {
      text = T.wait(seatName(S.view.to_move)); action = 'wait';
    }
    setMain(els.main, { text, action, enabled });
  }

  // redraw the chain when the table changes size
  let raf = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(raf);
    raf = requestAnimationFrame(() => { if (S.view) renderLayout(); });
  }).observe(els.layout);

  // For tests and debugging (session.js adds view, record, generation), and one hook to set
  // up a known position. startFromRecord(record, {seed}) replaces the running match with
  // `record` (a game record: options, deals, moves; Python replays and checks it, exactly as
  // for a save) and plays on from there; `seed` (default 1) seeds the computer's choices, so a
  // record with a given deal plays out the same way every time. Resolves to the view once it
  // is drawn.
  S.debug({
    startFromRecord: (rec, { seed = 1 } = {}) => S.startFrom(rec, seed),
  });

  return S.controller({
    settingsChanged() { if (S.view) render(); },
    /** Redraws every text (after a change of language); the match itself is untouched. */
    relabel() {
      if (S.view) render();
      else if (S.error && root.dataset.phase === 'error') setHint(S.error.message);
      else renderPlaceholder();
    },
  });
}
