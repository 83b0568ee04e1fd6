// node --test tests/js/help.test.mjs: take-back and hint, the session's side
// (web/js/core/session-help.js) on the real session (fake-session.mjs): never offered online,
// nor before the player has moved in the round, nor while the computer thinks, nor during a
// replay; a take-back asks Python (take_back) for the viewer's seat and the match is then
// helped. Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { started, viewOf } from './fake-session.mjs';

/** A started match where the player (seat 0) and the computer have each moved once. */
async function afterAMove() {
  const f = await started();
  await f.s.send('a');
  await f.settle();
  assert.deepEqual(f.s.record.moves, ['a', 'a']);
  return f;
}

test('online, neither take-back nor hint is offered; offline both are', async () => {
  const { s } = await afterAMove();
  assert.equal(s.canTakeBack(), true);
  assert.equal(s.canHint(), true);
  s.thinking = true; // the computer thinks
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), false);
  s.thinking = false;
  s.enterOnline({ room: 'r', seat: 0, send() {} });
  await s.takeOnline(viewOf({ moves: ['a', 'a'] }));
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), false);
});

test('nothing to take back before the player has moved in this round', async () => {
  const { s } = await started();
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), true);
});

test('a take-back asks Python for the viewer\'s seat; the match is helped and saved so', async () => {
  const { s, calls, save } = await afterAMove();
  assert.equal(s.helped, false);
  assert.equal(await s.takeBack(), true);
  assert.deepEqual(calls.at(-1), ['take_back', { record: { ...s.record, moves: ['a', 'a'] }, seat: 0 }]);
  assert.deepEqual(s.record.moves, []);
  assert.equal(s.helped, true);
  assert.equal(save().helped, true);
  assert.deepEqual(save().record.moves, []);
  assert.deepEqual(s.events, []);
  assert.equal(s.notice, 'back 2 false');
  assert.equal(s.canTakeBack(), false); // nothing of the player's left in the round
});

test('a hint is the strong level\'s, once per position, and helps', async () => {
  const { s, calls, save } = await afterAMove();
  const hint = await s.askHint();
  assert.deepEqual(hint, { move: 'b', preview: null, at: 2 });
  assert.deepEqual(calls.at(-1), ['hint', { record: s.record, seat: 0, seed: (s.seed + 2 * 7919) % 2147483647, budget_ms: 5 }]);
  assert.equal(s.helped, true);
  assert.equal(save().helped, true);
  assert.equal(s.canHint(), false);
  assert.equal(s.notice, 'hint b');
});

test("a hint's words leave the log line with the hint: a new match (a reset)", async () => {
  const { s } = await afterAMove();
  await s.askHint();
  assert.equal(s.notice, 'hint b');
  await s.newMatch();
  assert.equal(s.hint, null);
  assert.equal(s.helped, false);
  assert.equal(s.notice, '');
  s.flash('another notice');
  await s.newMatch();
  assert.equal(s.notice, 'another notice'); // only the hint's own words go
});

test('while a finished match is replayed on the table, neither take-back nor hint is offered', async () => {
  const { s } = await afterAMove();
  s.showReplay(viewOf({ moves: ['a'] }), 0, null);
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), false);
  s.endReplay();
  assert.equal(s.canTakeBack(), true);
});

test('at a table of two people the one who just moved takes it back at once', async () => {
  const plan = [{ kind: 'you', name: 'Ann', level: null }, { kind: 'person', name: 'Ben', level: null }];
  const { s, calls, settle, wrongSeat } = await started({ plan });
  await s.send('b'); // Ann moves: Ben's turn, his view
  await settle();
  assert.equal(s.viewer, 1);
  assert.equal(s.needsAgreement(), true);
  assert.equal(s.takeBackSeat(), 0); // Ann's move, not Ben's (he has none yet)
  assert.equal(await s.takeBack(), true);
  assert.deepEqual(calls.filter((c) => c[0] === 'take_back').at(-1)[1].seat, 0);
  assert.deepEqual(s.record.moves, []);
  await settle();
  assert.equal(s.viewer, 0); // Ann's turn again
  assert.equal(s.view.seat, 0);
  assert.equal(s.takeBackSeat(), null);
  assert.deepEqual(wrongSeat, []);
});

test('with hidden hands, a take-back for the one who just moved hands the device over first', async () => {
  const plan = [{ kind: 'you', name: 'Ann', level: null }, { kind: 'person', name: 'Ben', level: null }];
  const { s, drawn, wrongSeat, settle } = await started({ plan, hidden: true });
  await s.send('b'); // Ann moves: the hand-over screen for Ben
  await settle();
  assert.deepEqual(s.handover, { seat: 1 });
  assert.equal(s.canTakeBack(), false); // nobody's hand is shown
  s.reveal();
  await settle();
  assert.equal(s.viewer, 1);
  assert.equal(await s.takeBack(), true); // Ann's move; Ben holds the device
  assert.deepEqual(s.record.moves, []);
  assert.equal(s.view, null); // Ann's view is not drawn for Ben ...
  assert.deepEqual(s.handover, { seat: 0 }); // ... she gets the device first
  assert.equal(drawn.at(-1), 'handover');
  s.reveal();
  await settle();
  assert.equal(s.viewer, 0);
  assert.equal(s.view.seat, 0);
  assert.deepEqual(wrongSeat, []);
});
