// The Dominoes result card at the end of a round or the match: why the round ended and who
// scored (D7, D8), every hand shown (D7.5) and in Block the tiles out of play, the match's result.

import { isObj } from '../../core/checks.js';
import { roundWinner } from './log.js';
import { tilePips, tileSVG } from './layout.js';
import { markMore } from '../../ui/scroll-more.js';
import { roomTally } from '../../ui/room-tally.js';

/**
 * ctx: {S (session), T (texts), els ({result, table, layout}), HUMAN, seatName(seat),
 *       explainRound(roundResult) -> lines}.
 * Returns {renderResult()}.
 */
export function createResult(ctx) {
  const { S, T, els, seatName, explainRound } = ctx;

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

  /** The row of the tiles out of play (Block, D7.5): labelled, with how many, face up. */
  function outOfPlay(tiles) {
    const li = document.createElement('li');
    li.className = 'reveal-out';
    li.setAttribute('data-testid', 'out-of-play');
    const name = document.createElement('span');
    name.className = 'reveal-name';
    name.textContent = T.outOfPlay;
    const count = document.createElement('span');
    count.className = 'reveal-pips';
    count.textContent = T.outCount(tiles.length);
    const row = document.createElement('span');
    row.className = 'reveal-row';
    row.append(name, count);
    li.append(row, miniHand(tiles));
    return li;
  }

  function renderResult() {
    const box = els.result;
    if (!S.view.round_over && !S.view.over) {
      box.hidden = true;
      box.replaceChildren();
      els.layout.style.bottom = '';
      return;
    }
    const card = document.createElement('div');
    card.className = 'result-card';
    const rr = S.view.round_result;
    if (isObj(rr)) {
      const h = document.createElement('h2');
      h.textContent = T.roundOver(S.view.round);
      h.setAttribute('data-testid', 'round-title');
      card.append(h);
      const ex = document.createElement('div');
      ex.className = 'explain';
      ex.setAttribute('data-testid', 'round-result');
      const w = roundWinner(rr);
      ex.dataset.reason = rr.reason;
      ex.dataset.winner = w == null ? '' : String(w);
      ex.dataset.points = String(rr.points);
      for (const line of explainRound(rr)) {
        const p = document.createElement('p');
        p.textContent = line;
        ex.append(p);
      }
      card.append(ex);
      const hands = Array.isArray(S.view.hands) ? S.view.hands : [];
      const ul = document.createElement('ul');
      ul.className = 'reveal';
      ul.setAttribute('data-testid', 'revealed-hands');
      for (let i = 0; i < S.view.seats; i++) {
        const li = document.createElement('li');
        li.dataset.seat = String(i);
        if (w === i) li.dataset.winner = 'true';
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
      // Block (D7.5): the tiles nobody was dealt, out of play, shown beside the hands
      const out = Array.isArray(S.view.out) ? S.view.out : [];
      if (out.length) ul.append(outOfPlay(out));
      card.append(ul);
    }
    if (S.view.over) {
      const p = document.createElement('p');
      p.className = 'match-line';
      p.setAttribute('data-testid', 'match-result');
      const winners = Array.isArray(S.view.winners) ? S.view.winners : [];
      p.textContent = winners.includes(ctx.HUMAN)
        ? T.matchWon(S.view.scores[ctx.HUMAN])
        : T.matchLost(winners.map(seatName));
      // the match's result first, under the title: on a phone the card may need scrolling
      const title = card.querySelector('h2');
      if (title) title.after(p); else card.prepend(p);
      const tally = roomTally(S); // online: the room's tally ("Ada 2 · Bo 1")
      if (tally) p.after(tally);
    }
    box.replaceChildren(card);
    box.hidden = false;
    markMore(box, card);
    // keep the final layout visible above the card
    const room = els.table.clientHeight - card.offsetHeight - 30;
    els.layout.style.bottom = room > 90 ? `${card.offsetHeight + 20}px` : '';
  }

  return { renderResult };
}
