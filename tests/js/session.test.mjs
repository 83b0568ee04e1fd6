// node --test tests/js/session.test.mjs: the session (web/js/core/session.js and its parts) on
// a fake game (fake-session.mjs): one reset for every start, every view taken one way, an
// answer for a match that was replaced dropped, online views drawn like Python's, a replay
// put aside and back. Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { blankMatch, fakeSession, started, viewOf } from './fake-session.mjs';

const i18n = await import('../../web/js/core/i18n.js');
const { errorText } = await import('../../web/js/core/error-text.js');

/** The page's texts in German (web/i18n/de.ftl, read from disk as the page fetches them). */
async function inGerman() {
  globalThis.location = { search: '?lang=de' };
  document.documentElement ??= {};
  globalThis.fetch = async (url) => ({ ok: true, text: () => readFile(new URL(url), 'utf8') });
  assert.equal(await i18n.initI18n(), 'de');
}

/** What console.warn is given while `f` runs (and its promise settles). */
async function warnings(f) {
  const said = [];
  const warn = console.warn;
  console.warn = (...args) => { said.push(args.map(String).join(' ')); };
  try {
    await f();
  } finally {
    console.warn = warn;
  }
  return said.join('\n');
}

// a rule section as the engines cite them, "(W6.1)", "(D1.1)": never in a player's text
const SECTION = /\([A-Z]+\d+(\.\d+)*\)/;

const FIELDS = Object.keys(blankMatch());

test('a new match: every match field blank but its own, drawn, the computer answers, saved', async () => {
  const { s, calls, drawn, events, storage, save } = await started();
  assert.deepEqual(calls.map((c) => c[0]), ['new']);
  assert.deepEqual(s.record.moves, []);
  for (const k of FIELDS.filter((f) => !['record', 'view', 'seed', 'plan'].includes(f))) {
    assert.deepEqual(s[k], blankMatch()[k], k);
  }
  assert.deepEqual(events.slice(0, 4), ['shown', 'reset', 'shown', 'fresh']); // the placeholder, then the match
  await s.send('b');
  await new Promise((r) => setTimeout(r, 5));
  assert.deepEqual(s.record.moves, ['b', 'a']);
  assert.equal(drawn.at(-1), 'view 3');
  assert.deepEqual(save().record.moves, ['b', 'a']);
  assert.ok(storage.saves >= 3);
  assert.deepEqual(s.events.map((e) => e.move), ['b', 'a']);
});

test('an illegal move is flashed in the player\'s words, the engine\'s text to the console only; nothing changes', async () => {
  await inGerman();
  const { s } = await started();
  const said = await warnings(() => s.send('c'));
  assert.equal(s.notice, 'Dieser Zug ist nicht erlaubt.');
  assert.doesNotMatch(s.notice, SECTION);
  assert.ok(!s.notice.includes('no move'), s.notice);
  assert.match(said, /IllegalMove: no move c \(R1\.2\)/); // for bug reports
  assert.deepEqual(s.record.moves, []);
  assert.equal(s.busy, false);
  assert.equal(s.error, null);
});

test('a failed request shows the player\'s words chosen by the error\'s type, never the engine\'s', async () => {
  await inGerman();
  const { s, python } = await started();
  python.engine.play = () => Promise.reject(Object.assign(new Error('ValueError: boom (D1.1)'), { type: 'InternalError' }));
  const said = await warnings(() => s.send('a'));
  assert.equal(s.error.message, 'Das Spielprogramm konnte das nicht ausführen.');
  assert.match(said, /InternalError: ValueError: boom \(D1\.1\)/);
  // a record that does not replay names its move (BadRecord's .at counts from 0)
  const bad = Object.assign(new Error('a deal must account for all 28 tiles exactly once (D1.1)'), { type: 'BadRecord', at: 11 });
  assert.equal(errorText(bad), 'Zug 12 verstößt gegen die Regeln.');
  assert.equal(errorText({ ...bad, at: undefined }), 'Die Partie ist beschädigt oder unvollständig.');
  for (const type of ['IllegalMove', 'BadRecord', 'BadOptions', 'GameError', 'InternalError', 'WorkerLost', 'WorkerError', 'StartupError', undefined]) {
    const text = errorText(Object.assign(new Error('engine text (W6.1)'), { type }));
    assert.doesNotMatch(text, SECTION, type);
    assert.ok(!text.includes('engine text') && !text.startsWith('error-'), `${type}: ${text}`);
  }
});

test('an answer for a match that a newer one replaced is dropped', async () => {
  const { s, python, release, drawn } = await started();
  python.held = true;
  const mark = drawn.length;
  const first = s.send('a');
  const other = s.startFrom({ game: 'race', options: { seats: 2 }, moves: ['b', 'a'] }, 3);
  await release();
  await Promise.all([first, other]);
  assert.deepEqual(s.record.moves, ['b', 'a']); // not the 'a' of the replaced match
  assert.equal(s.seed, 3);
  assert.ok(!drawn.slice(mark).includes('view 1'), drawn.slice(mark).join()); // never drawn
  assert.equal(drawn.at(-1), 'view 3');
});

test('a save on the hand-over screen loads back to it: no view held until the tap', async () => {
  const record = { game: 'race', options: { seats: 2 }, moves: ['a'] };
  const plan = [{ kind: 'you', name: 'Ann', level: null }, { kind: 'person', name: 'Ben', level: null }];
  const saved = {
    record, seed: 9, counted: false, level: 'easy', helped: true, view: null, plan, viewer: 0,
    handover: { seat: 1 }, events: [{ seat: 0, move: 'a', at: 0 }],
  };
  const { s, drawn, calls } = await started({ saved });
  assert.deepEqual(calls.map((c) => c[0]), ['load']);
  assert.equal(calls[0][1].seat, null);
  assert.equal(s.view, null);
  assert.deepEqual(s.handover, { seat: 1 });
  assert.equal(s.viewer, 1);
  assert.equal(s.helped, true);
  assert.equal(s.seed, 9);
  assert.equal(drawn.at(-1), 'handover');
  s.reveal();
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(s.handover, null);
  assert.deepEqual(s.view, viewOf(record, 1));
});

test('online: the room\'s views are taken like answers, moves go to the room, nothing saved', async () => {
  const { s, calls, storage, events } = await started();
  const sent = [];
  const saves = storage.saves;
  let left = 0;
  s.enterOnline({ room: 'r', seat: 1, send: (mv) => sent.push(mv), left: () => { left += 1; } });
  assert.equal(s.HUMAN, 1);
  assert.equal(s.viewer, 1);
  assert.equal(s.record, null);
  const rec = { moves: ['a'] };
  await s.takeOnline(viewOf(rec));
  await s.send('b');
  assert.deepEqual(sent, ['b']);
  assert.equal(s.busy, true);
  await s.takeOnline(viewOf({ moves: ['a', 'b', 'a', 'b'] }));
  assert.equal(s.busy, false);
  assert.equal(s.counted, true);
  assert.deepEqual(storage.matches, [['online-race', 'all', true, ['all']]]);
  // the room's next match: a reset, counted again
  const fresh = events.filter((e) => e === 'fresh').length;
  await s.takeOnline(viewOf({ moves: [] }));
  assert.equal(events.filter((e) => e === 'fresh').length, fresh + 1);
  assert.equal(s.counted, false);
  assert.equal(storage.saves, saves);
  assert.ok(!calls.some((c) => c[0] === 'play'));
  s.leaveOnline();
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(left, 1);
  assert.equal(s.online, null);
  assert.equal(s.HUMAN, 0);
  assert.deepEqual(calls.at(-1)[0], 'load'); // the saved match is back
});

test('a replay puts the running match aside and back; an answer in flight is asked again', async () => {
  const { s, python, release, calls } = await started();
  python.held = true;
  s.send('a'); // in flight
  const finished = viewOf({ moves: ['b', 'b', 'b'] });
  s.showReplay(finished, 0, null);
  assert.equal(s.replay, true);
  await release(); // the answer for the running match is dropped
  assert.deepEqual(s.view, finished);
  assert.deepEqual(s.record.moves, []);
  python.held = false;
  s.endReplay();
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(s.replay, false);
  assert.equal(calls.at(-1)[0], 'load'); // loaded again from its save
  assert.deepEqual(s.view, viewOf({ moves: [] }));
});

test('a new match during a replay gives the replay up; every drawing is followed by shown', async () => {
  const { s, drawn, events } = await started();
  let dropped = 0;
  s.onReplayDropped = () => { dropped += 1; };
  s.showReplay(viewOf({ moves: ['b'] }), 0, null);
  await s.newMatch();
  assert.equal(dropped, 1);
  assert.equal(s.replay, false);
  assert.equal(drawn.length, events.filter((e) => e === 'shown').length);
});

/** A save of the race after `moves`, the player to move, its view saved too: {record, saved}. */
function savedRace(moves = ['a', 'a']) {
  const record = { game: 'race', options: { seats: 2 }, moves };
  const saved = {
    record, seed: 3, counted: false, level: 'easy', helped: false, view: viewOf(record, 0), plan: null, viewer: 0,
    handover: null, events: [],
  };
  return { record, saved };
}

/** A session on `saved` with its table drawn from the save, Python not ready yet: its fakes and c. */
function beforePython(saved) {
  const f = fakeSession({ saved });
  const c = f.s.controller({});
  c.renderPlaceholder();
  return { ...f, c };
}

test('a move chosen on the saved table before Python is ready waits, then follows the load', async () => {
  const { saved } = savedRace();
  const f = beforePython(saved);
  const { c } = f;
  assert.equal(f.s.preview, true);
  assert.deepEqual(f.drawn, ['view 2']);
  await f.s.send('b');
  assert.deepEqual(f.calls, []); // nothing asked of Python before it is ready
  assert.equal(f.s.early, 'b');
  await f.s.send('a'); // busy: a second move is not taken
  assert.equal(f.s.early, 'b');
  c.start();
  await f.settle();
  assert.deepEqual(f.calls.map((x) => x[0]), ['load', 'play', 'computer']);
  assert.deepEqual(f.calls[1][1].record.moves, ['a', 'a']);
  assert.equal(f.calls[1][1].move, 'b');
  assert.deepEqual(f.s.record.moves, ['a', 'a', 'b', 'a']);
  assert.equal(f.s.early, null);

  // a save Python refuses: the move chosen on it is dropped with it, a new match is dealt
  const g = beforePython({ ...saved, record: { game: 'race' } });
  const d = g.c;
  await g.s.send('b');
  d.start();
  await g.settle();
  assert.deepEqual(g.calls.map((x) => x[0]), ['load', 'new']);
  assert.deepEqual(g.s.record.moves, []);
  assert.equal(g.s.early, null);
});

test('the notice of a move waiting for Python stays until Python answers, not a flash\'s seconds', async () => {
  const { saved } = savedRace();
  const f = beforePython(saved);
  const { c } = f;
  await f.s.send('b');
  const waiting = i18n.t('python-waiting');
  assert.equal(f.s.notice, waiting);
  f.s.flash('Wait for your turn.', 200); // a flash meanwhile: the waiting move is said again after it
  assert.equal(f.s.notice, 'Wait for your turn.');
  // longer than the table's flashMs (1000; the fake's long timers keep no loop alive: the interval does)
  await new Promise((r) => { const alive = setInterval(() => {}, 100); setTimeout(() => { clearInterval(alive); r(); }, 1100); });
  assert.equal(f.s.notice, waiting); // Python is still starting: still said
  c.start();
  await f.settle();
  assert.deepEqual(f.s.record.moves, ['a', 'a', 'b', 'a']);
  assert.equal(f.s.notice, ''); // answered: no longer said

  // a new match asked for meanwhile drops the move; once dealt, the notice is gone too
  const g = beforePython(saved);
  const d = g.c;
  await g.s.send('b');
  await g.s.newMatch();
  d.start();
  await g.settle();
  assert.deepEqual(g.s.record.moves, []); // the new match, the move chosen before dropped
  assert.notEqual(g.s.notice, waiting);
});

test('a move chosen on a table another tab has since played on is not played on the newer match', async () => {
  const { record, saved } = savedRace();
  const f = beforePython(saved);
  const { c } = f;
  await f.s.send('b');
  // the other tab, Python ready there, played 'a' and the computer answered: saved
  const newer = { ...record, moves: ['a', 'a', 'a', 'a'] };
  f.storage.saveGame('race', { ...saved, record: newer, view: viewOf(newer, 0) });
  c.start();
  await f.settle();
  assert.deepEqual(f.calls.map((x) => x[0]), ['load']); // the newer match loaded, nothing played
  assert.deepEqual(f.s.record.moves, ['a', 'a', 'a', 'a']);
  assert.equal(f.s.early, null);
  assert.equal(f.s.busy, false);
  assert.equal(f.s.notice, i18n.t('session-other-tab'));
});
