// node --test tests/js/replay.test.mjs: the replay controller (web/js/core/replay.js) on a
// Python of this test's own whose answers come when the test lets them: steps clicked faster
// than Python answers count from the step asked for, not from the view still shown. Run by
// tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReplay } from '../../web/js/core/replay.js';

const RECORD = { game: 'hus', options: {}, moves: ['o1', 'o2', 'o3', 'o4', 'o5'] };

/** A Python whose position answers wait in `held` until released; a session that records what it shows. */
function setup() {
  const held = [];
  const python = {
    engine: {
      position: (args) => new Promise((resolve) => held.push(() => resolve({
        view: { seats: 2, ply: args.ply, seat: args.seat, reveal: args.reveal },
        ply: args.ply, plies: RECORD.moves.length, over: true,
      }))),
    },
  };
  const shown = [];
  const session = { showReplay: (view) => shown.push(view), endReplay() {}, onReplayDropped: null };
  const release = async () => { while (held.length) { held.shift()(); await new Promise((r) => setTimeout(r, 0)); } };
  return { r: createReplay({ game: 'hus', python, session }), shown, release };
}

test('First, then Forward before First is drawn: move 1 is shown', async () => {
  const { r, shown, release } = setup();
  const opening = r.open(RECORD, { seat: 0 });
  await release();
  await opening;
  const end = r.last();
  await release();
  await end;
  assert.equal(r.state.ply, 5);
  const a = r.first(); // in flight
  const b = r.forward(); // clicked before the answer to First
  await release();
  await Promise.all([a, b]);
  assert.equal(r.state.ply, 1);
  assert.equal(shown.at(-1).ply, 1);
});

test('Back twice before either is drawn: two moves back', async () => {
  const { r, release } = setup();
  const opening = r.open(RECORD, { seat: 0 });
  await release();
  await opening;
  const end = r.last();
  await release();
  await end;
  const a = r.back();
  const b = r.back();
  await release();
  await Promise.all([a, b]);
  assert.equal(r.state.ply, 3);
});
