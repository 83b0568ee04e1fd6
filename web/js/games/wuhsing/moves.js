// What the Wu Hsing view allows the viewer now: the legal moves (view.legal, parsed), the tiles
// that fit, the spots of the selected tile grouped by their cells, whether the only move is
// a pass, and the score of each spot (view.previews, W5.1). Python decides every one of
// them; this module only groups them as the board draws them.

import { parseMove, spell } from './faces.js';
import { myTurn as turnOf } from '../../ui/turn.js';

/**
 * `ctx`: the table (table.js): {S, st ({selected, scores, scoresFor, scoresDone}),
 * renderBoard()}. Returns {myTurn(), legalMoves(), mustPass(), playableTiles(), spots(),
 * probeScores(), posKey()}.
 */
export function createMoves(ctx) {
  const { S, st } = ctx;
  const myTurn = () => turnOf(S, S.viewer);
  const movesMade = () => (S.record && Array.isArray(S.record.moves) ? S.record.moves.length : 0);
  const posKey = () => `${S.gen}:${movesMade()}`;

  /** The score of every legal spot, from Python: the view's `previews` (move -> {score},
   *  W5.1), grouped by cells and tile kind (mixed or double) as the spots are drawn. */
  function probeScores() {
    if (!S.view || S.view.over || S.view.to_move !== S.viewer) return;
    const key = posKey();
    if (st.scoresFor === key) return;
    st.scoresFor = key;
    st.scores = new Map();
    const given = (S.view.previews && typeof S.view.previews === 'object') ? S.view.previews : {};
    for (const m of legalMoves()) {
      const sc = given[m.move] && given[m.move].score;
      if (Number.isInteger(sc)) st.scores.set(`${m.pair}|${m.a === m.b ? 'd' : 'm'}`, sc);
    }
    st.scoresDone = key;
    if (st.selected) ctx.renderBoard();
  }

  // ---- what the view allows ----------------------------------------------------------------

  function legalMoves() {
    if (!S.view || !Array.isArray(S.view.legal)) return [];
    const out = [];
    for (const mv of S.view.legal) {
      const p = parseMove(mv);
      if (p) out.push(p);
    }
    return out;
  }
  const mustPass = () => myTurn() && Array.isArray(S.view.legal) && S.view.legal.length === 1 && S.view.legal[0] === 'pass';

  function playableTiles() {
    const set = new Set();
    if (myTurn()) for (const m of legalMoves()) set.add(m.tile);
    return set;
  }

  /** The spots of the st.selected tile: the legal moves of its kind grouped by their cells. */
  function spots() {
    if (!st.selected || !myTurn()) return [];
    const byPair = new Map();
    for (const m of legalMoves()) {
      if (m.tile !== st.selected.tile) continue;
      let sp = byPair.get(m.pair);
      if (!sp) {
        sp = { pair: m.pair, r1: m.r1, c1: m.c1, r2: m.r2, c2: m.c2, horizontal: m.horizontal, orders: [] };
        byPair.set(m.pair, sp);
      }
      sp.orders.push([m.a, m.b]);
    }
    const out = [];
    for (const sp of byPair.values()) {
      const want = sp.orders.find(([a, b]) => a === st.selected.a && b === st.selected.b);
      const [a, b] = want || sp.orders[0];
      sp.a = a;
      sp.b = b;
      sp.move = spell(sp, a, b);
      sp.match = !!want && sp.horizontal === st.selected.horizontal;
      const sc = st.scores.get(`${sp.pair}|${a === b ? 'd' : 'm'}`);
      sp.score = Number.isInteger(sc) ? sc : null;
      out.push(sp);
    }
    out.sort((x, y) => x.r1 - y.r1 || x.c1 - y.c1 || (x.horizontal ? -1 : 1));
    return out;
  }

  return { myTurn, legalMoves, mustPass, playableTiles, spots, probeScores, posKey };
}
