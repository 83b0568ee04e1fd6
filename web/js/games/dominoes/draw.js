// The whole Dominoes table drawn from the view: the phase (root's data-phase), the seats, the
// round and boneyard line, the main button, the hand-over screen, and the parts drawn
// elsewhere (render.js: the line of play and the hand; log.js; result.js), with the focus kept
// across the redraw.

import { runsOf } from './log.js';
import { num } from '../../core/i18n.js';
import { keepFocus } from '../../ui/focus.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { seatItem as chip } from '../../ui/seats.js';
import { basePhase } from '../../ui/turn.js';
import { beginRender, drawHandover, hideHandover } from '../../ui/handover.js';

/**
 * `ctx`: the table (table.js): {S, T, els, root, getSettings, st ({selected}), seatName(seat),
 * renderLayout(), renderHand(), renderLog(), renderResult()}. Returns {phase(), render(),
 * renderPlaceholder(), renderHandover()}; the line of play is redrawn when its box changes size.
 */
export function createDraw(ctx) {
  const { S, T, els, root, getSettings, st, seatName } = ctx;
  let mainDropped = false;  // the main button had the focus and was disabled (keepMainFocus)

  function phase() {
    const base = basePhase(S);
    if (base) return base;
    if (S.view.over) return 'match-over';
    if (S.view.round_over) return 'round-over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return st.selected ? 'choose' : 'human';
    return 'computer';
  }

  /** The hand-over screen (ui/handover.js) over the empty table: whose turn, what happened. */
  const renderHandover = () => drawHandover(ctx);

  function render() {
    if (!beginRender(ctx, phase)) return;
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
    ctx.renderResult();
    ctx.renderLayout();
    ctx.renderHand();
    renderMain();
    ctx.renderLog();
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
      // a drawn tile that fits leaves the button disabled ("play a tile"): the hand takes it
      const tile = S.busy ? null : els.hand.querySelector('[data-playable="true"]');
      if (els.main.disabled && !tile) { mainDropped = true; return; }
      mainDropped = false;
      const now = document.activeElement;
      if (now && now !== document.body && now !== els.main) return; // the hand took it already
      if (now === els.main && !els.main.disabled) return; // still on the button
      (tile || els.main).focus({ preventScroll: true });
    };
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    const n = S.online ? S.online.seats.length : S.plan ? S.plan.length : s.seats; // online before the start: the room's seats
    const names = Array.from({ length: n }, (_, i) => seatName(i));
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, !!S.handover && S.handover.seat === i)));
    if (!S.handover) hideHandover(els.table);
    els.roundInfo.textContent = T.roundInfo(1, s.target);
    els.boneyard.textContent = '';
    els.countInfo.hidden = true;
    els.layout.replaceChildren();
    els.hand.replaceChildren();
    els.result.hidden = true;
    ctx.renderLog();
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
      for (const r of runsOf(Array.isArray(S.view.history) ? S.view.history : [])) last[r.seat] = r;
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
    if (common) { setMain(els.main, common); delete els.main.dataset.hint; return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (S.view.must === 'next') {
      text = T.next; action = 'next'; enabled = !S.busy;
    } else if (S.view.must === 'draw' || S.view.must === 'pass') {
      text = T[S.view.must]; action = S.view.must; enabled = !S.busy;
    } else if (S.view.to_move === S.viewer) {
      text = T.play; action = 'play';
    } else if (Number.isInteger(S.view.to_move)) {
      text = T.wait(seatName(S.view.to_move)); action = 'wait';
    }
    setMain(els.main, { text, action, enabled });
    // a hint to draw or pass (core/session-help.js) marks the button that does it
    if (S.hint && S.hint.move === action) els.main.dataset.hint = 'true';
    else delete els.main.dataset.hint;
  }

  // redraw the chain when the table changes size
  let raf = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(raf);
    raf = requestAnimationFrame(() => { if (S.view) ctx.renderLayout(); });
  }).observe(els.layout);

  return { phase, render, renderPlaceholder, renderHandover };
}
