// node --test tests/js/finished.test.mjs: the finished matches kept for replay
// (web/js/core/storage.js, key gamut.v1.finished) on a localStorage of this test's own: the
// last 20, newest first, each entry checked on its own, and nothing of the save touched.
// Run by tests/test_js.py.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

class MemoryStorage {
  constructor() { this.map = new Map(); this.full = false; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) {
    if (this.full && k === 'gamut.v1.finished' && String(v).length > 3000) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k) { this.map.delete(k); }
  clear() { this.map.clear(); }
}

globalThis.localStorage = new MemoryStorage();
const storage = await import('../../web/js/core/storage.js');

const SAVE = { v: 1, settings: { hus: { level: 'hard' } }, games: {}, stats: { hus: { hard: { won: 3, played: 4 } } } };
const rec = (i) => ({ game: 'hus', options: {}, moves: ['o1', 'o2', String(i)] });

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  localStorage.setItem('gamut.v1', JSON.stringify(SAVE));
});

test('the last 20 finished matches are kept, newest first, once each', () => {
  for (let i = 0; i < 25; i += 1) assert.equal(storage.keepFinished('hus', rec(i), { seat: 0, scores: [30, 18], winners: [0] }), true);
  assert.equal(storage.keepFinished('hus', rec(24), { seat: 0 }), true); // kept already
  const kept = storage.loadFinished('hus');
  assert.equal(kept.length, 20);
  assert.deepEqual(kept.map((e) => e.record.moves[2]), Array.from({ length: 20 }, (_, i) => String(24 - i)));
  assert.deepEqual(kept[0].scores, [30, 18]);
  assert.deepEqual(kept[0].winners, [0]);
  assert.equal(kept[0].source, 'local');
  assert.deepEqual(storage.loadFinished('dominoes'), []);
  assert.deepEqual(JSON.parse(localStorage.getItem('gamut.v1')), SAVE);
});

test('a bad entry is left out, the others and the save stay', () => {
  storage.keepFinished('hus', rec(1), { seat: 1, source: 'online' });
  const raw = JSON.parse(localStorage.getItem('gamut.v1.finished'));
  raw.matches.push({ game: 'hus', record: { game: 'dominoes', moves: [] }, at: raw.matches[0].at, seat: 0, plan: null, source: 'local', scores: [], winners: [] });
  raw.matches.push({ game: 'hus', record: rec(2), at: 'yesterday', seat: 0, plan: null, source: 'local', scores: [], winners: [] });
  raw.matches.push({ game: 'hus', record: { ...rec(3), moves: [1] }, at: raw.matches[0].at, seat: 0, plan: null, source: 'local', scores: [], winners: [] });
  raw.matches.push('junk');
  localStorage.setItem('gamut.v1.finished', JSON.stringify(raw));
  const kept = storage.loadFinished();
  assert.equal(kept.length, 1);
  assert.equal(kept[0].seat, 1);
  assert.equal(kept[0].source, 'online');
  assert.deepEqual(storage.readAll().stats, SAVE.stats);
});

test('an unreadable or newer list reads as none and costs nothing else', () => {
  for (const text of ['{', 'null', '[]', JSON.stringify({ v: 2, matches: [] })]) {
    localStorage.setItem('gamut.v1.finished', text);
    assert.deepEqual(storage.loadFinished(), []);
    assert.deepEqual(storage.readAll().settings, SAVE.settings);
    assert.deepEqual(storage.problems(), []);
  }
  assert.equal(storage.keepFinished('hus', rec(7)), true);
  assert.equal(storage.loadFinished().length, 1);
});

test('a record that is no record, or of another game, is not kept', () => {
  assert.equal(storage.keepFinished('hus', { game: 'dominoes', moves: [] }), false);
  assert.equal(storage.keepFinished('chess', { game: 'chess', moves: [] }), false);
  assert.equal(storage.keepFinished('hus', rec(1), { seat: 9 }), false);
  assert.equal(localStorage.getItem('gamut.v1.finished'), null);
});

test('when storage is full the oldest go first', () => {
  for (let i = 0; i < 20; i += 1) storage.keepFinished('hus', rec(i));
  localStorage.full = true;
  assert.equal(storage.keepFinished('hus', rec(99)), true);
  const kept = storage.loadFinished();
  assert.ok(kept.length < 20 && kept.length >= 1);
  assert.equal(kept[0].record.moves[2], '99');
  // the newest of the older ones stay, in order
  assert.deepEqual(kept.slice(1).map((e) => e.record.moves[2]), Array.from({ length: kept.length - 1 }, (_, i) => String(19 - i)));
});
