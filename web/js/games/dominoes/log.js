// The Dominoes log under the table (one line per turn of this round, a hint for the player),
// the round's explanation (D7, D8) and what is said to screen readers after each change.

import { isObj } from '../../core/checks.js';
import { wholeLines } from '../../ui/whole-lines.js';
import { statusHint } from '../../ui/turn.js';

const isTileMove = (m) => typeof m === 'string' && /^\d-\d/.test(m);

/** This round's history (view.history) as runs: one per seat's turn, {seat, draws, passed, tile, score, lacked}
 *  (lacked: the open numbers when the seat first had to draw or pass, from the entries' open). */
export function runsOf(log) {
  const runs = [];
  for (const ev of log) {
    if (!isObj(ev) || ev.move === 'next') continue;
    let r = runs[runs.length - 1];
    if (!r || r.seat !== ev.seat || r.done) {
      r = { seat: ev.seat, draws: 0, passed: false, tile: null, end: null, score: 0, done: false, lacked: null };
      runs.push(r);
    }
    if ((ev.move === 'draw' || ev.move === 'pass') && !r.lacked && Array.isArray(ev.open)) r.lacked = ev.open;
    if (ev.move === 'draw') r.draws += 1;
    else if (ev.move === 'pass') { r.passed = true; r.done = true; }
    else if (isTileMove(ev.move)) { [r.tile, r.end = null] = ev.move.split(' '); r.score = ev.score || 0; r.done = true; }
  }
  return runs;
}

/** The seat that won a round (`round_result.winners`: one seat, or none for a blocked tie, D7.3),
 *  or null. */
export function roundWinner(rr) {
  return isObj(rr) && Array.isArray(rr.winners) && Number.isInteger(rr.winners[0]) ? rr.winners[0] : null;
}

/**
 * ctx: {S (session), T (texts), els ({log}), HUMAN, seatName(seat), announce(text) | null,
 *       selected (getter: the tile waiting for an end, or null)}.
 * Returns {renderLog(), setHint(text), logParts(), explainRound(roundResult),
 *          announceChanges(before, now)}.
 */
export function createLog(ctx) {
  const { S, T, els, seatName, announce } = ctx;
  // The grammar of "you": between people at one table every seat is named ("Bea plays"),
  // so only a lone player's own seat speaks as "You play".
  const speaksAsYou = (seat) => seat === ctx.HUMAN && !(S.plan && S.plan.some((q) => q.kind === 'person'));

  /** What changed, for screen readers (the page's live region, i18n.announce): every turn
   *  since the last view ("West legt 5-3 an das östliche Ende, 10 Punkte."), and the end of
   *  a round or the match with the scores. */
  function announceChanges(before, now) {
    if (!before || !now || !announce) return;
    const sameRound = before.round === now.round;
    const oldLog = sameRound && Array.isArray(before.history) ? before.history : [];
    const log = Array.isArray(now.history) ? now.history : [];
    const out = [];
    if (log.length > oldLog.length) {
      for (const r of runsOf(log.slice(oldLog.length))) {
        const you = speaksAsYou(r.seat);
        const name = seatName(r.seat);
        if (r.draws || r.passed) {
          out.push(`${T.run({ you, name, draws: r.draws, passed: r.passed, tile: null, score: 0, lacked: null })}.`);
        }
        if (r.tile) out.push(T.announcePlay(name, you, r.tile, r.end, S.view.mode === 'fives' ? r.score : 0));
      }
    }
    if ((now.round_over || now.over) && !(sameRound && (before.round_over || before.over))) {
      const rr = now.round_result;
      if (isObj(rr)) out.push(T.announceRound(now.round, explainRound(rr).join(' ')));
      out.push(T.announceScores(Array.from({ length: now.seats }, (_, i) => [seatName(i), now.scores[i]])));
      if (now.over) {
        const winners = Array.isArray(now.winners) ? now.winners : [];
        out.push(winners.includes(ctx.HUMAN) ? T.matchWon(now.scores[ctx.HUMAN]) : T.matchLost(winners.map(seatName)));
      }
    } else if (!now.round_over && before.round_over) {
      out.push(T.roundInfo(now.round, now.target));
    }
    if (out.length) announce(out.join(' '));
  }

  /** The log below the table: a short scrollable history of this round (one line per turn,
   *  newest last) and a hint line for the player. Lines are updated in place, so a screen
   *  reader hears each new line once. */
  function logParts() {
    let list = els.log.querySelector('.log-list');
    let hint = els.log.querySelector('.hint');
    if (!list || !hint) {
      els.log.replaceChildren();
      list = document.createElement('ol');
      list.className = 'log-list';
      list.setAttribute('data-testid', 'log-list');
      list.tabIndex = 0;
      list.addEventListener('scroll', () => list.classList.toggle('scrolled', list.scrollTop > 2), { passive: true });
      hint = document.createElement('p');
      hint.className = 'hint';
      hint.setAttribute('data-testid', 'hint');
      els.log.append(list, hint);
      wholeLines(list);
    }
    list.setAttribute('aria-label', T.logLabel);
    return { list, hint };
  }

  function setHint(text) {
    const { hint } = logParts();
    hint.textContent = text || '';
    hint.classList.toggle('empty', !text);
  }

  function renderLog() {
    const { list } = logParts();
    const lines = [];
    // a failure, or no view yet: the log line says only that
    let hint = statusHint(S, T);
    if (hint === null) {
      hint = '';
      const runs = runsOf(Array.isArray(S.view.history) ? S.view.history : []);
      for (const r of runs) {
        const you = r.seat === ctx.HUMAN;
        const txt = T.run({
          you: speaksAsYou(r.seat), name: seatName(r.seat), draws: r.draws, passed: r.passed, tile: r.tile, score: r.score,
          lacked: you ? null : r.lacked,
        });
        if (txt) lines.push({ txt, seat: r.seat, kind: r.passed ? 'pass' : r.draws ? 'draw' : 'play' });
      }
      if (S.notice) hint = S.notice;
      else if (!S.view.round_over && !S.view.over && S.view.to_move === ctx.HUMAN && !S.busy && !S.replay) {
        if (ctx.selected) hint = T.chooseEnd;
        else if (S.view.must === 'draw') hint = T.mustDraw;
        else if (S.view.must === 'pass') hint = T.mustPass;
        else if (!(S.view.line || []).length) {
          // D3.1: the first round opens with the highest double (or the heaviest tile): then
          // there is one legal move; D3.2, D3.3: any tile
          const legal = S.view.legal || [];
          const tile = legal.length === 1 ? legal[0].split(' ')[0] : null;
          // people at one table: the opener is named (they all read the same screen)
          const name = speaksAsYou(ctx.HUMAN) ? null : seatName(ctx.HUMAN);
          hint = tile ? T.yourTurnFirstWith(tile, name) : T.yourTurnFirst(name);
        }
        else if (!runs.length) hint = T.yourTurn;
      } else if (S.online && !runs.length && !S.view.round_over && Number.isInteger(S.view.to_move)) {
        // online a round starts with another seat to open: say who (no blank log line)
        hint = T.roundOpens(S.view.round, seatName(S.view.to_move));
      }
    }
    const items = list.children;
    let changed = false;
    lines.forEach((line, i) => {
      let li = items[i];
      if (!li) {
        li = document.createElement('li');
        li.setAttribute('data-testid', 'log-line');
        list.append(li);
        changed = true;
      }
      if (li.textContent !== line.txt) { li.textContent = line.txt; changed = true; }
      li.dataset.seat = String(line.seat);
      li.dataset.kind = line.kind;
      li.classList.toggle('latest', i === lines.length - 1);
    });
    while (items.length > lines.length) { items[items.length - 1].remove(); changed = true; }
    list.classList.toggle('empty', !lines.length);
    if (changed) list.scrollTop = list.scrollHeight;
    list.classList.toggle('scrolled', list.scrollTop > 2);
    setHint(hint);
  }

  function explainRound(rr) {
    const lines = [];
    const pips = Array.isArray(rr.pips) ? rr.pips : [];
    const w = roundWinner(rr);
    const you = speaksAsYou(w);
    if (rr.reason === 'target') { // D8.3: a Fives play reached the target mid-round
      lines.push(T.targetWin(seatName(w), you, S.view.target));
      return lines;
    }
    if (rr.reason === 'out') { // D7.1: a seat played its last tile (domino)
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
    if (S.view.mode === 'fives' && rr.points !== rr.raw) lines.push(T.rounded(rr.raw, rr.points));
    if (w != null) lines.push(T.scores(seatName(w), you, rr.points));
    return lines;
  }

  return { renderLog, setHint, logParts, explainRound, announceChanges };
}
