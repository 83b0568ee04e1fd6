// The Hus log line (the last move, a hint) and the result card at the end of a game or series
// (H6: why it ended, the seed counts, the series standing).

import { VIEW_NAMES, viewNameOfMove } from './geometry.js';
import { isObj } from '../../core/checks.js';
import { peopleAtTable } from '../../core/seat-plan.js';
import { roomTally } from '../../ui/room-tally.js';

/**
 * ctx: {S (session), T (texts), els ({log, result}), root, HUMAN, myTurn(),
 *       anim (getter: the running animation or null), nameOf(seat) (a person's name for the
 *       seat, or null for the computer: the texts then speak of the computer)}.
 * Returns {renderLog(), renderResult()}.
 */
export function createLog(ctx) {
  const { S, T, els, root, myTurn } = ctx;

  // Every pit is named as the player sees the board (columns from the player's left), also
  // the computer's: its own spelling (H1.2, from its side) would point at the mirrored pit.
  function moveText(l) {
    // people at one table: the move is told with the mover's name and their own spelling
    const p = !S.online && peopleAtTable(S.plan) ? S.plan[l.seat] : null;
    if (p) return T.personMove(p.name, T.pitName(l.move));
    const you = l.seat === ctx.HUMAN;
    // online North (board.js `flip`) sees the board turned round: its left is column 8
    const flip = !!S.online && S.viewer === 1;
    const seen = (name) => (flip ? `${name[0]}${9 - Number(name.slice(1))}` : name);
    return T.moveLine({
      you, name: you ? null : ctx.nameOf(l.seat), pit: T.pitName(seen(viewNameOfMove(l.move, l.seat === 0 ? [2, 3] : [0, 1]))),
      laps: l.laps, sown: l.sown, captured: l.captured,
      end: T.pitName(seen(VIEW_NAMES[l.end[0]][l.end[1]])),
    });
  }

  function renderLog() {
    const nodes = [];
    let hint = '';
    if (S.error) {
      hint = T.error(S.error.message);
    } else if (S.view) {
      if (S.view.last && !ctx.anim) {
        const s = document.createElement('span');
        s.className = 'ev ev-last';
        s.setAttribute('data-testid', 'last-move');
        s.textContent = moveText(S.view.last);
        nodes.push(s);
      }
      if (S.notice) hint = S.notice;
      else if (myTurn()) {
        const opening = S.view.opening_pending && S.view.opening_pending[ctx.HUMAN] && S.view.legal.length === 1;
        // people at one table: the hint names whose turn it is (and says it once)
        const p = peopleAtTable(S.plan) ? S.plan[ctx.HUMAN] : null;
        if (p) hint = `${T.personTurn(p.name)} ${opening ? T.yourTurnOpening : T.choosePit}`;
        else hint = opening ? T.yourTurnOpening : T.yourTurn;
      } else if (S.online && !S.view.last && !S.view.round_over && Number.isInteger(S.view.to_move)) {
        // online a game starts with the other side to move: say who (no blank log line)
        hint = T.waitFor(ctx.nameOf(S.view.to_move) || T.computer);
      }
    } else if (S.notice) {
      hint = S.notice;
    }
    if (hint) {
      const h = document.createElement('span');
      h.className = 'hint';
      h.setAttribute('data-testid', 'hint');
      h.textContent = hint;
      nodes.push(h);
    }
    els.log.replaceChildren(...nodes);
  }

  function renderResult() {
    const box = els.result;
    if (!S.view || ctx.anim || !S.view.round_over) {
      box.hidden = true;
      box.replaceChildren();
      root.dataset.result = 'false';
      return;
    }
    const card = document.createElement('div');
    card.className = 'result-card';
    // why the game ended and who won it: Python's round_result (reason, seat, winners, H5)
    const rr = isObj(S.view.round_result) ? S.view.round_result : {};
    if (ctx.HUMAN == null) { spectatorCard(card, rr); return; }
    const gw = Array.isArray(rr.winners) && Number.isInteger(rr.winners[0]) ? rr.winners[0] : null;
    const h = document.createElement('h2');
    h.setAttribute('data-testid', 'game-title');
    h.dataset.winner = gw == null ? '' : String(gw);
    // the other side by its name when a person plays it (online, people at one device)
    const other = ctx.nameOf(1 - ctx.HUMAN);
    h.textContent = gw === ctx.HUMAN ? T.gameWon : other ? T.gameWonBy(other) : T.gameLost;
    card.append(h);
    const ex = document.createElement('div');
    ex.className = 'explain';
    ex.setAttribute('data-testid', 'game-result');
    ex.dataset.seeds = S.view.seeds.join(',');
    const loser = Number.isInteger(rr.seat) ? rr.seat : null; // the side that cannot move
    const p1 = document.createElement('p');
    p1.textContent = loser !== ctx.HUMAN && other ? T.endReasonOf(rr.reason, other) : T.endReason(rr.reason, loser === ctx.HUMAN);
    const p2 = document.createElement('p');
    p2.setAttribute('data-testid', 'seed-counts');
    p2.textContent = T.seedCounts(S.view.seeds[ctx.HUMAN], S.view.seeds[1 - ctx.HUMAN], other);
    ex.append(p1, p2);
    card.append(ex);
    if (S.view.series) {
      const sr = S.view.series;
      const games = Array.isArray(sr.games) ? sr.games : [];
      const g = games[games.length - 1];
      if (g && Array.isArray(g.points) && sr.kind === 'points') {
        const p3 = document.createElement('p');
        p3.textContent = T.gamePoints(g.points[ctx.HUMAN], g.points[1 - ctx.HUMAN], other);
        ex.append(p3);
      }
      const p4 = document.createElement('p');
      p4.className = 'series-line';
      p4.setAttribute('data-testid', 'series-standing');
      p4.textContent = T.seriesStanding(sr.kind, S.view.scores[ctx.HUMAN], S.view.scores[1 - ctx.HUMAN], sr.to, other);
      card.append(p4);
    }
    if (S.view.over) {
      const p = document.createElement('p');
      p.className = 'match-line';
      p.setAttribute('data-testid', 'match-result');
      const won = (S.view.winners || []).includes(ctx.HUMAN);
      p.dataset.winner = won ? '0' : '1';
      const theirs = S.view.seeds[1 - ctx.HUMAN];
      if (won) p.textContent = S.view.series ? T.seriesWon : T.matchWon(S.view.seeds[ctx.HUMAN]);
      else if (other) p.textContent = S.view.series ? T.seriesWonBy(other) : T.matchWonBy(other, theirs);
      else p.textContent = S.view.series ? T.seriesLost : T.matchLost(theirs);
      card.append(p);
      const tally = roomTally(S); // online: the room's tally ("Ada 2 · Bo 1")
      if (tally) card.append(tally);
    }
    box.replaceChildren(card);
    box.hidden = false;
    root.dataset.result = 'true';
  }

  /** The card as a spectator online sees it (no seat of their own): both sides by name. */
  function spectatorCard(card, rr) {
    const box = els.result;
    const name = (seat) => ctx.nameOf(seat) || T.computer;
    const gw = Array.isArray(rr.winners) && Number.isInteger(rr.winners[0]) ? rr.winners[0] : null;
    const h = document.createElement('h2');
    h.setAttribute('data-testid', 'game-title');
    h.dataset.winner = gw == null ? '' : String(gw);
    h.textContent = gw == null ? '' : T.gameWonBy(name(gw));
    const ex = document.createElement('div');
    ex.className = 'explain';
    ex.setAttribute('data-testid', 'game-result');
    ex.dataset.seeds = S.view.seeds.join(',');
    const p1 = document.createElement('p');
    if (Number.isInteger(rr.seat)) p1.textContent = T.endReasonOf(rr.reason, name(rr.seat));
    const p2 = document.createElement('p');
    p2.setAttribute('data-testid', 'seed-counts');
    p2.textContent = T.seedCountsOf(name(0), S.view.seeds[0], name(1), S.view.seeds[1]);
    ex.append(p1, p2);
    card.append(h, ex);
    if (S.view.over) {
      const p = document.createElement('p');
      p.className = 'match-line';
      p.setAttribute('data-testid', 'match-result');
      const w = (S.view.winners || [])[0];
      if (Number.isInteger(w)) p.textContent = S.view.series ? T.seriesWonBy(name(w)) : T.matchWonBy(name(w), S.view.seeds[w]);
      card.append(p);
      const tally = roomTally(S);
      if (tally) card.append(tally);
    }
    box.replaceChildren(card);
    box.hidden = false;
    root.dataset.result = 'true';
  }

  return { renderLog, renderResult };
}
