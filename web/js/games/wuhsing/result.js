// Wu Hsing's result card at the end of a game (W7.3: scores, tiles left, penalties, final),
// with its close button and Rematch. Remembers whether the player closed it.

import { h, miniHand as miniHandOf } from './faces.js';
import { num } from '../../core/i18n.js';
import { markMore } from '../../ui/scroll-more.js';
import { isObj } from '../../core/checks.js';
import { roomTally } from '../../ui/room-tally.js';

/**
 * ctx: {S (session), T (texts), els ({result, main}), HUMAN, seatName(seat)}.
 * Returns {renderResult(), reopen()}: reopen() shows the card again at the next end.
 */
export function createResult(ctx) {
  const { S, T, els, seatName } = ctx;
  const miniHand = (tiles, label) => miniHandOf(T, tiles, label);
  let resultHidden = false;

  function renderResult() {
    const box = els.result;
    if (!S.view.over || resultHidden) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const card = h('div', 'result-card');
    const close = h('button', 'btn btn-quiet btn-close result-close');
    close.type = 'button';
    close.append(h('span', null, '✕'));
    close.setAttribute('aria-label', T.close);
    close.addEventListener('click', () => { resultHidden = true; renderResult(); els.main.focus(); });
    const head = h('div', 'result-head');
    head.append(h('h2', null, T.gameOver), close);
    card.append(head);
    // why the game ended comes from Python (round_result: W7.1 a seat went out, W7.2 blocked)
    const rr = isObj(S.view.round_result) ? S.view.round_result : {};
    const out = rr.reason === 'out' && Number.isInteger(rr.seat) ? rr.seat : null;
    card.append(h('p', 'result-why', out !== null ? T.endOut(seatName(out), out === ctx.HUMAN) : T.endBlocked));
    const table = h('table', 'final');
    table.setAttribute('data-testid', 'final-table');
    const thead = h('tr');
    for (const c of [T.colName, T.colScore, T.colLeft, T.colPenalty, T.colFinal]) thead.append(h('th', null, c));
    table.append(thead);
    const winners = Array.isArray(S.view.winners) ? S.view.winners : [];
    for (let i = 0; i < S.view.seats; i++) {
      const tr = h('tr');
      tr.setAttribute('data-testid', 'final-row');
      tr.dataset.seat = String(i);
      tr.dataset.final = String(S.view.final_scores[i]);
      tr.dataset.penalty = String(S.view.penalties[i]);
      if (winners.includes(i)) tr.dataset.winner = 'true';
      const hand = Array.isArray(S.view.hands) && Array.isArray(S.view.hands[i]) ? S.view.hands[i] : [];
      const left = h('td');
      left.append(miniHand(hand));
      tr.append(
        h('td', 'name', seatName(i)), h('td', 'num', num(S.view.running_scores[i])), left,
        h('td', 'num', S.view.penalties[i] ? `−${num(S.view.penalties[i])}` : num(0)), h('td', 'num total', num(S.view.final_scores[i])),
      );
      table.append(tr);
    }
    card.append(table, h('p', 'help', T.penaltyRule));
    const line = h('p', 'match-line');
    line.setAttribute('data-testid', 'match-result');
    const names = winners.map(seatName);
    if (winners.includes(ctx.HUMAN) && winners.length === 1) line.textContent = T.won(S.view.final_scores[ctx.HUMAN]);
    else if (winners.includes(ctx.HUMAN)) line.textContent = T.shared(names);
    else line.textContent = T.lost(names);
    card.append(line);
    const tally = roomTally(S);
    if (tally) card.append(tally);
    // online: Play again in the room (then whom it waits for), as the main button; a replay's
    // end offers none (the running match waits behind it: core/session-replay.js)
    if (!S.replay) {
      const end = S.online ? S.online.endButton() : { text: T.rematch, enabled: true };
      const again = h('button', 'btn btn-primary', end.text);
      again.disabled = !end.enabled;
      again.type = 'button';
      again.setAttribute('data-testid', 'rematch');
      again.addEventListener('click', () => S.again({ rematch: true }));
      card.append(again);
    }
    const shown = !box.hidden;
    box.replaceChildren(card);
    box.hidden = false;
    if (!shown) box.scrollTop = 0; // a new result is read from its top
    markMore(box, card);
  }

  return { renderResult, reopen() { resultHidden = false; } };
}
