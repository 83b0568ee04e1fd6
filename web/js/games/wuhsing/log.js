// Wu Hsing's log under the board (the last moves, the hint) and what is said to screen readers
// after each change (the page's live region). Reads the match from the session, draws nothing
// else.

import { isObj } from '../../core/checks.js';
import { h, parseMove, miniHand as miniHandOf, tileChip as tileChipOf } from './faces.js';
import { statusHint } from '../../ui/turn.js';

/**
 * ctx: {S (session), T (texts), els ({log}), HUMAN, seatName(seat), announce(text) | null,
 *       mustPass(), spots(), selected (getter: the tile in hand or null)}.
 * Returns {renderLog(), announceChanges(before, now)}.
 */
export function createLog(ctx) {
  const { S, T, els, seatName, announce, mustPass, spots } = ctx;
  const miniHand = (tiles, label) => miniHandOf(T, tiles, label);
  const tileChip = (a, b) => tileChipOf(T, a, b);

  /** What changed, for screen readers (the page's live region, i18n.announce): each move
   *  since the last view with its score, and the end of the game with its result. */
  function announceChanges(before, now) {
    if (!before || !now || !announce) return;
    const oldHist = Array.isArray(before.history) && before.seats === now.seats ? before.history : [];
    const hist = Array.isArray(now.history) ? now.history : [];
    const out = [];
    if (hist.length > oldHist.length) {
      for (let i = oldHist.length; i < hist.length; i++) {
        const ev = hist[i];
        if (!isObj(ev)) continue;
        const you = ev.seat === ctx.HUMAN;
        const name = seatName(ev.seat);
        if (ev.move === 'pass') { out.push(T.announcePass(name, you)); continue; }
        const p = ev.move ? parseMove(ev.move) : null;
        const tileName = p ? T.tileName(p.a, p.b) : '';
        // W8.1(b)/W2.2: a failed square is said again with the next secret choice (which
        // follows at once when the other chooses first), so it stays in the live region
        const failedBefore = i > 0 && i - 1 < oldHist.length && isObj(hist[i - 1]) && hist[i - 1].kind === 'reveal' && hist[i - 1].square_ok === false;
        if (ev.kind === 'choose' && failedBefore) { const f = failedText(hist, i - 1); if (f) out.push(f); }
        if (ev.kind === 'reveal') {
          const pair = revealPair(hist, i);
          if (ev.square_ok === false && pair) out.push(failedText(hist, i));
          else if (pair) out.push(`${T.revealOk}: ${T.tileName(pair.first.a, pair.first.b)}, ${T.tileName(pair.second.a, pair.second.b)}.`);
        } else if (ev.kind === 'opening' && p) out.push(`${T.openingPlaced(name, you)} ${tileName}.`);
        else if (ev.kind === 'choose' || (!ev.kind && !p)) out.push(you && p ? `${T.chose(name, you)} ${tileName}.` : T.chose(name, you));
        else if (p) out.push(T.announcePlace(name, you, p.a, p.b, ev.score || 0));
      }
    }
    if (now.over && !before.over) {
      const winners = Array.isArray(now.winners) ? now.winners : [];
      const names = winners.map(seatName);
      let result;
      if (winners.includes(ctx.HUMAN) && winners.length === 1) result = T.won(now.final_scores[ctx.HUMAN]);
      else if (winners.includes(ctx.HUMAN)) result = T.shared(names);
      else result = T.lost(names);
      out.push(T.announceOver(result));
    }
    if (out.length) announce(out.join(' '));
  }

  /** W8.1b: the two tiles of the reveal at history index `i` (the choice before it and the
   *  reveal itself) as parsed moves: {first, second, mine, theirs}, or null. */
  function revealPair(hist, i) {
    const second = isObj(hist[i]) && hist[i].move ? parseMove(hist[i].move) : null;
    const first = i > 0 && isObj(hist[i - 1]) && hist[i - 1].move ? parseMove(hist[i - 1].move) : null;
    if (!first || !second) return null;
    const mineFirst = hist[i - 1].seat === ctx.HUMAN;
    return { first, second, mine: mineFirst ? first : second, theirs: mineFirst ? second : first };
  }

  /** The failed start square at history index `i` in words (W8.1b, W2.2), or ''. */
  function failedText(hist, i) {
    const pair = revealPair(hist, i);
    return pair ? T.squareFailed(seatName(1 - ctx.HUMAN), T.tileName(pair.mine.a, pair.mine.b), T.tileName(pair.theirs.a, pair.theirs.b)) : '';
  }

  /** Text with {A} and {B} placeholders spliced with nodes. */
  function splice(text, nodes) {
    const out = [];
    for (const part of text.split(/(\u0001[AB]\u0001)/)) {
      if (part === '\u0001A\u0001') out.push(nodes.A);
      else if (part === '\u0001B\u0001') out.push(nodes.B);
      else if (part) out.push(document.createTextNode(part));
    }
    return out;
  }

  /** History entry `i` as nodes; `full` adds the score's explanation. The kind of each entry
   *  comes from Python (view.history[i].kind); a pass keeps the hand shown then (W6.2). */
  function eventNodes(hist, i, full) {
    const ev = hist[i];
    const you = ev.seat === ctx.HUMAN;
    const name = seatName(ev.seat);
    const out = [];
    const lm = S.view.last;
    const isLast = i === hist.length - 1;
    if (ev.move === 'pass') {
      out.push(document.createTextNode(T.passed(name, you)));
      let hand = Array.isArray(ev.hand) ? ev.hand : null;
      // an older saved view without per-entry hands: the newest pass shows the hand now
      if (!hand && isLast && Array.isArray(S.view.hands) && Array.isArray(S.view.hands[ev.seat]) && (S.view.passed || []).includes(ev.seat)) hand = S.view.hands[ev.seat];
      if (hand) {
        const mh = miniHand(hand, T.handShown(name));
        mh.setAttribute('data-testid', 'passed-hand');
        mh.dataset.seat = String(ev.seat);
        mh.dataset.index = String(i);
        out.push(mh);
      }
      return out;
    }
    const p = ev.move ? parseMove(ev.move) : null;
    const kind = ev.kind || (isLast && lm ? lm.kind : (p ? 'place' : 'choose'));
    if (kind === 'reveal') {
      // W8.1(b): both tiles are shown; a failed square (W2.2) says so, both choose again
      const pair = revealPair(hist, i);
      const ok = 'square_ok' in ev ? ev.square_ok : !!(isLast && lm && lm.square_ok);
      if (!pair) { out.push(document.createTextNode(ok ? T.revealOk : T.chose(name, you))); return out; }
      if (!ok) {
        const text = T.squareFailed(seatName(1 - ctx.HUMAN), '\u0001A\u0001', '\u0001B\u0001');
        out.push(...splice(text, { A: tileChip(pair.mine.a, pair.mine.b), B: tileChip(pair.theirs.a, pair.theirs.b) }));
        return out;
      }
      out.push(document.createTextNode(`${T.revealOk}: `), tileChip(pair.first.a, pair.first.b), document.createTextNode(' + '), tileChip(pair.second.a, pair.second.b));
      return out;
    }
    if (!p || kind === 'choose') {
      out.push(document.createTextNode(T.chose(name, you)));
      if (p) out.push(document.createTextNode(' '), tileChip(p.a, p.b));
      return out;
    }
    if (kind === 'opening') {
      out.push(document.createTextNode(`${T.openingPlaced(name, you)} `), tileChip(p.a, p.b));
      return out;
    }
    out.push(document.createTextNode(`${T.placed(name, you)} `), tileChip(p.a, p.b), document.createTextNode(T.forPoints(ev.score || 0)));
    if (full && isLast && lm && lm.kind === 'place' && lm.formula) {
      const ex = h('span', 'formula', T.formula(lm.formula));
      ex.setAttribute('data-testid', 'formula');
      const parts = (lm.lines || []).filter((l) => l.extended).map((l) => T.lineDesc(l.axis, l.length));
      if (lm.double) parts.push(T.doubleFactor);
      out.push(ex, document.createTextNode(` ${T.linesUsed(parts)}`));
    }
    return out;
  }

  function renderLog() {
    const nodes = [];
    // a failure, or no view yet: the log line says only that
    let hint = statusHint(S, T);
    if (hint === null) {
      hint = '';
      const hist = Array.isArray(S.view.history) ? S.view.history.filter(isObj) : [];
      let from = Math.max(0, hist.length - S.view.seats);
      // W8.1(b): while the opening runs again, the failed square stays in the log until
      // both have chosen anew
      if (isObj(S.view.opening)) { // a W8.1 opening runs
        for (let i = hist.length - 1; i >= 0 && i >= hist.length - 2; i--) {
          if (hist[i].kind === 'reveal' && hist[i].square_ok === false) { from = Math.min(from, i); break; }
        }
      }
      // earlier moves of this round, short
      const short = h('span', 'ev-prev');
      for (let i = from; i < hist.length - 1; i++) {
        if (hist[i].kind === 'choose' && hist[i + 1].kind === 'reveal') continue; // the reveal names both tiles
        const s = h('span', 'ev');
        s.setAttribute('data-testid', 'log-entry');
        s.dataset.index = String(i);
        if (hist[i].kind) s.dataset.kind = hist[i].kind;
        if (hist[i].square_ok === false) s.dataset.square = 'failed';
        s.append(...eventNodes(hist, i, false));
        short.append(s);
      }
      if (short.childNodes.length) nodes.push(short);
      if (hist.length) {
        const i = hist.length - 1;
        const last = h('span', 'ev ev-last');
        last.setAttribute('data-testid', 'last-move');
        last.dataset.index = String(i);
        if (hist[i].kind) last.dataset.kind = hist[i].kind;
        if (hist[i].square_ok === false) last.dataset.square = 'failed';
        last.append(...eventNodes(hist, i, true));
        nodes.push(last);
      }
      if (S.notice) hint = S.notice;
      else if (!S.view.over && S.view.to_move === ctx.HUMAN && !S.busy && !S.replay) {
        if (mustPass()) hint = T.mustPass;
        else if (isObj(S.view.opening)) {
          const other = isObj(S.view.opening) && Array.isArray(S.view.opening.chosen) && S.view.opening.chosen.some(Boolean);
          if (S.view.variant === 'fifteen_a') hint = T.openingA;
          else {
            // the log's last line may already say that the other has chosen
            const said = hist.length && hist[hist.length - 1].seat !== ctx.HUMAN && hist[hist.length - 1].kind === 'choose';
            hint = other && !said ? T.openingBWait(seatName(1 - ctx.HUMAN)) : T.openingB;
          }
          if (ctx.selected && S.view.variant === 'fifteen_a') hint = T.chooseSpot(spots().length);
        } else if (ctx.selected) {
          const sps = spots();
          hint = sps.some((s) => s.match) ? T.chooseSpot(sps.length) : `${T.chooseSpot(sps.length)} ${T.noSpotHere}`;
        } else hint = T.yourTurn;
      } else if (!S.view.over && S.view.ending) hint = T.ending;
      else if (S.online && !hist.length && !S.view.over && Number.isInteger(S.view.to_move)) {
        // online a match starts with another seat to move: say who (no blank log line)
        hint = T.wait(seatName(S.view.to_move));
      }
    }
    if (hint) {
      const el = h('span', 'hint', hint);
      el.setAttribute('data-testid', 'hint');
      nodes.push(el);
    }
    els.log.replaceChildren(...nodes);
    fitLog();
  }

  /** Issue 17: a log given less room than its lines (the side column of a short landscape
   *  screen: a long formula, a passed hand) drops the oldest of the earlier moves (their
   *  scores stand on the seat chips) until the last move and the hint fit; what still does
   *  not fit scrolls, shown from its end, so the hint is never hidden under the rack. */
  function fitLog() {
    const log = els.log;
    const over = () => log.scrollHeight > log.clientHeight + 1;
    if (!log.clientHeight || !over()) return;
    const prev = log.querySelector(':scope > .ev-prev');
    while (prev && prev.firstElementChild && over()) prev.firstElementChild.remove();
    if (prev && !prev.firstElementChild) prev.remove();
    if (over()) log.scrollTop = log.scrollHeight;
  }
  // a new size, or the site's font loaded: all of the round again, then what fits
  let size = '';
  new ResizeObserver(() => {
    const now = `${els.log.clientWidth}x${els.log.clientHeight}`;
    if (now !== size) { size = now; renderLog(); }
  }).observe(els.log);
  document.fonts?.addEventListener('loadingdone', () => renderLog());

  return { renderLog, announceChanges };
}
