// node --test tests/js/openings.test.mjs: a first visit plays at once. The build writes new
// matches the engines dealt (tools/make_openings.py) into the page; web/js/core/openings.js
// finds one for the settings' options, the session (core/session-face.js, session-start.js)
// draws it before Python is ready, a move chosen on it waits, and once Python is ready the
// record is loaded (checked) and the move follows. Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// the page's openings, as build.py writes them (read once, by the first call)
const RECORD = { game: 'race', options: { seats: 2 }, seed: 5, moves: [] };
let pageOpenings = null;
globalThis.document = {
  visibilityState: 'visible', addEventListener() {}, removeEventListener() {},
  getElementById: (id) => (id === 'gamut-openings' ? { textContent: JSON.stringify(pageOpenings) } : null),
};
const { fakeSession, viewOf } = await import('./fake-session.mjs');
const { openingFor } = await import('../../web/js/core/openings.js');
pageOpenings = { race: [{ options: { seats: 2 }, record: RECORD, view: viewOf(RECORD, 0) }] };

test('openingFor: the options match whatever their keys\' order; other options or a bad entry: none', () => {
  const list = [
    { options: { mode: 'draw', seats: 2, target: 100 }, record: { n: 1 }, view: { v: 1 } },
    { options: { mode: 'block', seats: 2, target: 100 }, record: { n: 2 }, view: { v: 2 } },
    { options: { mode: 'draw', seats: 3, target: 100 }, record: null, view: { v: 3 } }, // no record
  ];
  assert.deepEqual(openingFor('dominoes', { target: 100, seats: 2, mode: 'draw' }, list), { record: { n: 1 }, view: { v: 1 } });
  assert.equal(openingFor('dominoes', { mode: 'draw', seats: 4, target: 100 }, list), null);
  assert.equal(openingFor('dominoes', { mode: 'draw', seats: 3, target: 100 }, list), null);
  assert.equal(openingFor('dominoes', { mode: 'draw', seats: 2 }, list), null);
  assert.equal(openingFor('dominoes', { mode: 'draw', seats: 2, target: 100 }, undefined), null);
  // a copy: the page's list stays as it was
  openingFor('dominoes', { mode: 'block', seats: 2, target: 100 }, list).record.n = 9;
  assert.equal(list[1].record.n, 2);
});

test('a first visit: the opening is drawn before Python, a move on it waits, then load and the move', async () => {
  const f = fakeSession();
  const c = f.s.controller({});
  c.renderPlaceholder();
  assert.equal(f.s.preview, true);
  assert.equal(f.s.opening, true);
  assert.deepEqual(f.drawn, ['view 0']);
  assert.equal(f.deps.els.loading.hidden, true); // nothing covers the table
  assert.equal(c.inProgress(), false); // nobody has moved: a new match asks nothing
  await f.s.send('b');
  assert.deepEqual(f.calls, []); // Python is not ready: nothing asked yet
  assert.equal(f.s.early, 'b');
  assert.equal(f.s.busy, true);
  assert.equal(f.save(), null);
  c.start();
  await f.settle();
  assert.deepEqual(f.calls.map((x) => x[0]), ['load', 'play', 'computer']);
  assert.deepEqual(f.calls[0][1].record, RECORD); // Python checks the opening like a save
  assert.equal(f.calls[1][1].move, 'b');
  assert.deepEqual(f.s.record.moves, ['b', 'a']);
  assert.deepEqual(f.save().record.moves, ['b', 'a']);
  assert.equal(f.s.early, null);
  assert.equal(f.s.preview, false);
  assert.equal(f.s.opening, false);
});

test('no opening for other options, nor when a person sits at another seat: Python deals', async () => {
  const people = [{ kind: 'you', name: 'Ann', level: null }, { kind: 'person', name: 'Ben', level: null }];
  for (const opts of [{ options: { seats: 3 } }, { plan: people }]) {
    const f = fakeSession(opts);
    const c = f.s.controller({});
    c.renderPlaceholder();
    assert.equal(f.s.preview, false);
    assert.deepEqual(f.drawn, ['empty']);
    c.start();
    await f.settle();
    assert.equal(f.calls[0][0], 'new');
  }
});
