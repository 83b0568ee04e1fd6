// node --test tests/js/seat-plan.test.mjs: the seat plan of people at one table
// (web/js/core/seat-plan.js). Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  planOf, checkPlan, countsAs, winnerNames, nextViewer, cleanName, isPerson, peopleAtTable, KINDS, againstOf, withAgainst, computerPlays,
} from '../../web/js/core/seat-plan.js';

const name = (i) => `Seat ${i + 1}`;

test('seat 0 is you, other seats follow settings seat<i>, unknown kinds are the computer', () => {
  const plan = planOf({ level: 'hard', seat1: 'person', seat2: 'online', seat3: 'computer' }, 4, ['Anna', ' Ben  B ', '', ''], name);
  assert.deepEqual(plan, [
    { kind: 'you', name: 'Anna', level: null },
    { kind: 'person', name: 'Ben B', level: null },
    { kind: 'computer', name: 'Seat 3', level: 'hard' },
    { kind: 'computer', name: 'Seat 4', level: 'hard' },
  ]);
  assert.throws(() => planOf({}, 5, [], name), /bad seat count 5/);
  assert.throws(() => planOf({}, 1, [], name), /bad seat count 1/);
});

test('names: trimmed, folded, at most 24 characters, empty gives the default', () => {
  assert.equal(cleanName('  a \n b '), 'a b');
  assert.equal(cleanName('x'.repeat(30)), 'x'.repeat(24));
  assert.equal(cleanName(7), '');
  assert.equal(planOf({ seat1: 'person' }, 2, ['', '   '], name)[1].name, 'Seat 2');
});

test('a saved plan is checked: kinds known, seat 0 you and no other', () => {
  assert.equal(checkPlan([{ kind: 'you', name: 'A' }, { kind: 'online', name: 'B' }]), null);
  assert.equal(checkPlan([{ kind: 'person', name: 'A' }, { kind: 'you', name: 'B' }]), null);
  assert.equal(checkPlan([{ kind: 'you', name: 'A' }]), null);
  assert.equal(checkPlan('x'), null);
  assert.deepEqual(checkPlan([{ kind: 'you', name: 'A' }, { kind: 'computer', name: 'C', level: 'easy' }]),
    [{ kind: 'you', name: 'A', level: null }, { kind: 'computer', name: 'C', level: 'easy' }]);
  assert.ok(!KINDS.includes('online'));
});

test('results: one person against the computer counts per level, two people in their tally', () => {
  const solo = planOf({ level: 'easy' }, 3, [], name);
  const people = planOf({ level: 'easy', seat1: 'person' }, 3, ['Anna', 'Ben'], name);
  assert.equal(countsAs(solo), 'computer');
  assert.equal(countsAs(people), 'people');
  assert.deepEqual(winnerNames(people, [1]), ['Ben']);
  assert.deepEqual(winnerNames(people, [2]), []);
  assert.deepEqual(winnerNames(people, [0, 1]), ['Anna', 'Ben']);
});

test('whose view is shown: a person to move becomes the viewer, through a hand-over when hands are hidden', () => {
  const plan = planOf({ level: 'easy', seat1: 'person' }, 3, ['Anna', 'Ben'], name);
  assert.deepEqual(nextViewer(plan, 1, 0, true), { viewer: 1, handover: true });
  assert.deepEqual(nextViewer(plan, 1, 0, false), { viewer: 1, handover: false });
  assert.deepEqual(nextViewer(plan, 2, 0, true), { viewer: 0, handover: false }); // the computer
  assert.deepEqual(nextViewer(plan, 0, 0, true), { viewer: 0, handover: false });
  assert.deepEqual(nextViewer(plan, null, 1, true), { viewer: 1, handover: false }); // between rounds
  assert.ok(isPerson(plan[0]) && isPerson(plan[1]) && !isPerson(plan[2]));
  assert.equal(peopleAtTable(plan), true);
  assert.equal(peopleAtTable(planOf({ seat1: 'computer' }, 2)), false);
  assert.equal(peopleAtTable(null), false);
});

test('Play against: people when any other seat of the match is a person, else the computer', () => {
  assert.equal(againstOf({ seat1: 'computer', seat2: 'person' }, 3), 'people');
  // a person at a seat the match does not have plays no part
  assert.equal(againstOf({ seat1: 'computer', seat2: 'person' }, 2), 'computer');
  assert.equal(againstOf({}, 4), 'computer');
});

test('Play against the computer empties every seat of people; people make seat 1 a person', () => {
  const s = { level: 'easy', seat1: 'person', seat2: 'person', seat3: 'computer' };
  assert.deepEqual(withAgainst(s, 'computer', 3, 4), { level: 'easy', seat1: 'computer', seat2: 'computer', seat3: 'computer' });
  assert.equal(s.seat1, 'person'); // the settings given are not changed
  assert.deepEqual(withAgainst({ seat1: 'computer', seat2: 'computer' }, 'people', 3, 3), { seat1: 'person', seat2: 'computer' });
  // people already at the table: nothing changes
  assert.deepEqual(withAgainst({ seat1: 'computer', seat2: 'person' }, 'people', 3, 3), { seat1: 'computer', seat2: 'person' });
});

test('the level applies only where the computer plays a seat', () => {
  assert.equal(computerPlays({ seat1: 'person' }, 2), false);
  assert.equal(computerPlays({ seat1: 'person', seat2: 'computer' }, 3), true);
  assert.equal(computerPlays({ seat1: 'person', seat2: 'computer' }, 2), false);
  assert.equal(computerPlays({}, 2), true);
});
