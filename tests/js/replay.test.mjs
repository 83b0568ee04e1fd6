// node --test tests/js/replay.test.mjs: the replay controller (web/js/core/replay.js) on a
// fake Python whose answers come only when the test lets them: steps asked while one is in
// flight (arrow keys held or pressed fast) count from the step in flight, so three presses
// of forward move three moves, none is lost. Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReplay } from '../../web/js/core/replay.js';

/** A replay of a 10-move Hus record on a Python that answers when `release()` is called. */
function slowReplay() {
  const waiting = [];
  const python = {
    engine: {
      position: (args) => new Promise((resolve) => {
        waiting.push(() => resolve({ ply: args.ply, plies: 10, over: true, view: { seats: 2, ply: args.ply } }));
      }),
    },
  };
  const shown = [];
  const session = { showReplay: (view) => shown.push(view.ply), endReplay() {} };
  const r = createReplay({ game: 'hus', python, session });
  /** Answers every step asked so far, and those asked while answering. */
  const release = async () => {
    while (waiting.length) {
      waiting.shift()();
      await new Promise((res) => setTimeout(res, 0));
    }
  };
  return { r, shown, release };
}

test('forward pressed three times while a step is in flight moves three moves', async () => {
  const { r, shown, release } = slowReplay();
  const opened = r.open({ game: 'hus', options: {}, moves: [] }, { seat: 0 });
  await release();
  await opened;
  r.forward();
  r.forward();
  r.forward();
  await release();
  assert.equal(r.state.ply, 3);
  assert.equal(shown.at(-1), 3);
});

test('back after forwards in flight counts from the newest step asked', async () => {
  const { r, release } = slowReplay();
  const opened = r.open({ game: 'hus', options: {}, moves: [] }, { seat: 0 });
  await release();
  await opened;
  r.go(5);
  r.forward();
  r.back();
  r.back();
  await release();
  assert.equal(r.state.ply, 4);
});

test('the end of a replayed match offers no new match: the running one stays', async () => {
  const { addOnline } = await import('../../web/js/core/session-online.js');
  const started = [];
  const s = { online: null, replay: true, newMatch: (opts) => { started.push(opts); } };
  addOnline({ s, deps: {}, table: {} });
  assert.equal(s.again({ rematch: true }), false);
  assert.deepEqual(started, []);
  s.replay = false;
  s.again({ rematch: true });
  assert.deepEqual(started, [{ rematch: true }]);
});

test('First, then Forward before First is drawn: move 1 is shown', async () => {
  const { r, shown, release } = slowReplay();
  const opening = r.open({ game: 'hus', options: {}, moves: [] }, { seat: 0 });
  await release();
  await opening;
  const end = r.last();
  await release();
  await end;
  assert.equal(r.state.ply, 10);
  const a = r.first(); // in flight
  const b = r.forward(); // clicked before the answer to First
  await release();
  await Promise.all([a, b]);
  assert.equal(r.state.ply, 1);
  assert.equal(shown.at(-1), 1);
});
