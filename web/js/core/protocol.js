// The engine protocol, the page's side: gamut.api's operations with their arguments and
// results (OPS, the same table as py/gamut/api.py OPS: tests/test_protocol.py checks that the
// two are equal), and a small typed client over it (engineClient).
//
//   import { python } from './python.js';
//   const { record, view } = await python.engine.play({ record, move: '6-4 E', seat: 0 });
//
// Each operation travels as the worker protocol of shared/design.md, {id, op, args} ->
// {id, ok, result} or {id, ok: false, error} (js/core/worker.js, js/core/python.js): a
// method of the client sends its op with the arguments given and resolves to the result, or
// rejects as python.call does (an Error whose .type is the engine's error class, a lost
// worker's...). An argument the operation does not take is a TypeError at once, before anything
// is sent (a misspelt name would otherwise be ignored by the caller and refused by Python).
// No imports: tests/test_protocol.py reads OPS with Node.js.

/** Argument types (py/gamut/api.py ARG_TYPES): str, int, bool, object, record (a game record,
 *  shared/design.md), seat (0-3 or null), level ('easy' | 'medium' | 'hard'); a trailing '?'
 *  when the argument may be left out. `result`: the keys every result has (replay's has the
 *  game's own fields after them). */
export const OPS = Object.freeze({
  info: { args: {}, result: ['version', 'games', 'levels'] },
  new_game: {
    args: { game: 'str', options: 'object?', seed: 'int?', seat: 'seat?' },
    result: ['record', 'view'],
  },
  load: { args: { record: 'record', seat: 'seat?', game: 'str?' }, result: ['record', 'view'] },
  play: { args: { record: 'record', move: 'str', seat: 'seat?' }, result: ['record', 'view'] },
  computer: {
    args: { record: 'record', level: 'level?', seed: 'int?', budget_ms: 'int?', seat: 'seat?' },
    result: ['move', 'record', 'view'],
  },
  take_back: { args: { record: 'record', seat: 'seat' }, result: ['record', 'view', 'undone', 'drew'] },
  hint: {
    args: { record: 'record', seat: 'seat', seed: 'int?', budget_ms: 'int?' },
    result: ['move', 'preview'],
  },
  replay: { args: { record: 'record' }, result: ['scores', 'to_move', 'legal', 'over', 'winners'] },
  position: {
    args: { record: 'record', ply: 'int', seat: 'seat?', reveal: 'bool?' },
    result: ['view', 'ply', 'plies', 'over'],
  },
});

/**
 * @typedef {{game: string, options: object, deals: object[], moves: string[]}} GameRecord
 *   a whole game (shared/design.md "Game records"); the page's save holds it
 * @typedef {{game: string, seat: ?number, seats: number, to_move: ?number, legal: string[],
 *   scores: number[], over: boolean, winners: number[], last: ?{seat: number, move: string}}} View
 *   the header every view starts with (shared/design.md); each game adds its own fields
 * @typedef {{record: GameRecord, view: View}} Position  a record and one seat's view of it
 */

/** Throws TypeError when `args` has a name that `op` does not take (see the head of the file). */
export function checkArgs(op, args) {
  const declared = OPS[op];
  if (!declared) throw new TypeError(`no engine operation ${op}`);
  for (const name of Object.keys(args ?? {})) {
    if (!(name in declared.args)) throw new TypeError(`${op} takes no argument ${name}`);
  }
}

/** The typed client: `call(op, args)` sends one request (python.call). */
export function engineClient(call) {
  const send = (op, args = {}) => {
    checkArgs(op, args);
    return call(op, args);
  };
  return Object.freeze({
    /** @returns {Promise<{version: string, games: string[], levels: string[]}>} */
    info: () => send('info'),
    /** A new match; `seed` decides its first deal only.
     *  @param {{game: string, options?: object, seed?: number, seat?: ?number}} args
     *  @returns {Promise<Position>} */
    newGame: (args) => send('new_game', args),
    /** A record replayed (checked: nothing from storage is trusted) with `seat`'s view: a saved
     *  match resumed, another seat's view of the running one; `game`: refuse another game's.
     *  @param {{record: GameRecord, seat?: ?number, game?: string}} args
     *  @returns {Promise<Position>} */
    load: (args) => send('load', args),
    /** `move` (record spelling) played for `seat` (refused when it is not that seat's turn).
     *  @param {{record: GameRecord, move: string, seat?: ?number}} args
     *  @returns {Promise<Position>} */
    play: (args) => send('play', args),
    /** The computer's move for the seat to move (it decides from its own view), played;
     *  `view` is `seat`'s. @param {{record: GameRecord, level?: string, seed?: number,
     *  budget_ms?: number, seat?: ?number}} args
     *  @returns {Promise<Position & {move: string}>} */
    computer: (args) => send('computer', args),
    /** `seat`'s last move of the current round taken back with every move since (py/gamut/
     *  assist.py: never across a `next`, never once the match is over): the truncated record,
     *  `seat`'s view, `undone` (moves removed), `drew` (a draw among them: drawn again, the
     *  same tile comes). @param {{record: GameRecord, seat: number}} args
     *  @returns {Promise<Position & {undone: number, drew: boolean}>} */
    takeBack: (args) => send('take_back', args),
    /** The strong computer's move for `seat`, whose turn it is, from `seat`'s view only;
     *  `preview`: the view's preview of that move (null for draw, pass). The record is kept.
     *  @param {{record: GameRecord, seat: number, seed?: number, budget_ms?: number}} args
     *  @returns {Promise<{move: string, preview: ?object}>} */
    hint: (args) => send('hint', args),
    /** What `python -m gamut replay` prints for the record.
     *  @param {{record: GameRecord}} args  @returns {Promise<object>} */
    replay: (args) => send('replay', args),
    /** A finished match played back: the view after the record's first `ply` moves, for
     *  `seat` (null: a spectator), or with every hand shown (`reveal`: refused unless the
     *  whole record is over); `plies` the record's number of moves, `over` the record's end.
     *  Rejects with BadRecord (and .at) for a record that does not replay.
     *  @param {{record: GameRecord, ply: number, seat?: ?number, reveal?: boolean}} args
     *  @returns {Promise<{view: View, ply: number, plies: number, over: boolean}>} */
    position: (args) => send('position', args),
  });
}
