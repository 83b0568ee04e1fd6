// node --test tests/js/storage.test.mjs: the browser's save (web/js/core/storage.js) on a
// localStorage of this test's own: the loose settings keys of older versions (`gamut.lang`,
// `gamut.online.name`) are taken into the versioned save, and nothing saved before is lost.
// Run by tests/test_js.py.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

class MemoryStorage {
  constructor(failWrites = false) { this.map = new Map(); this.failWrites = failWrites; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k) { this.map.delete(k); }
  clear() { this.map.clear(); }
}

globalThis.localStorage = new MemoryStorage();
const storage = await import('../../web/js/core/storage.js');

const OLD_SAVE = {
  v: 1,
  settings: { dominoes: { mode: 'fives', seats: 3 }, page: { theme: 'dark' } },
  games: {},
  stats: { dominoes: { easy: { won: 2, played: 5 } }, hus: { hard: { won: 1, played: 1 } } },
};

beforeEach(() => { globalThis.localStorage = new MemoryStorage(); });

test('a player of an older version keeps language, online name, settings and statistics', () => {
  localStorage.setItem('gamut.v1', JSON.stringify(OLD_SAVE));
  localStorage.setItem('gamut.lang', 'de');
  localStorage.setItem('gamut.online.name', 'Anna');

  const all = storage.readAll();
  assert.deepEqual(all.settings.page, { theme: 'dark', lang: 'de' });
  assert.deepEqual(all.settings.online, { name: 'Anna' });
  assert.deepEqual(all.settings.dominoes, OLD_SAVE.settings.dominoes);
  assert.deepEqual(all.stats, OLD_SAVE.stats);
  assert.equal(storage.loadField('page', 'lang', (v) => v === 'de', null), 'de');
  assert.equal(storage.loadTheme(), 'dark');
  const none = { won: 0, played: 0 };
  assert.deepEqual(storage.loadStats('dominoes', ['easy', 'hard']), {
    easy: { won: 2, played: 5, help: none }, hard: { won: 0, played: 0, help: none },
  });

  // written into the save, the loose keys gone; the spare copy has them too
  const saved = JSON.parse(localStorage.getItem('gamut.v1'));
  assert.equal(saved.v, storage.VERSION);
  assert.equal(saved.settings.page.lang, 'de');
  assert.equal(saved.settings.online.name, 'Anna');
  assert.deepEqual(saved.stats, OLD_SAVE.stats);
  assert.equal(JSON.parse(localStorage.getItem('gamut.v1.keep')).settings.online.name, 'Anna');
  assert.equal(localStorage.getItem('gamut.lang'), null);
  assert.equal(localStorage.getItem('gamut.online.name'), null);
  assert.deepEqual(storage.problems(), []);
});

test('a language chosen before anything else was saved is kept', () => {
  localStorage.setItem('gamut.lang', 'fr');
  assert.equal(storage.loadField('page', 'lang', (v) => typeof v === 'string', null), 'fr');
  assert.equal(JSON.parse(localStorage.getItem('gamut.v1')).settings.page.lang, 'fr');
  assert.equal(localStorage.getItem('gamut.lang'), null);
});

test('a loose key is the newer word; a setting saved later replaces it', () => {
  localStorage.setItem('gamut.v1', JSON.stringify({ ...OLD_SAVE, settings: { page: { lang: 'en' } } }));
  localStorage.setItem('gamut.lang', 'de');
  assert.equal(storage.loadField('page', 'lang', () => true, null), 'de');
  assert.ok(storage.saveField('page', 'lang', 'it'));
  assert.equal(storage.loadField('page', 'lang', () => true, null), 'it');
  assert.equal(storage.loadField('online', 'name', (v) => typeof v === 'string', ''), '');
});

test('when the save cannot be written, the loose keys stay for the next read', () => {
  const s = new MemoryStorage();
  s.setItem('gamut.lang', 'de');
  s.failWrites = true;
  globalThis.localStorage = s;
  assert.equal(storage.loadField('page', 'lang', () => true, null), 'de');
  assert.equal(s.getItem('gamut.lang'), 'de');
});

test('a file exported before the language was saved keeps the language chosen since', async () => {
  const files = await import('../../web/js/core/save-files.js');
  storage.saveField('page', 'lang', 'de');
  const res = await files.importAll(JSON.stringify({ format: 'gamut-save', ...OLD_SAVE }));
  assert.ok(res.ok, JSON.stringify(res));
  assert.deepEqual(storage.readAll().settings.page, { theme: 'dark', lang: 'de' });
  assert.deepEqual(storage.readAll().stats, OLD_SAVE.stats);
});

test('storage.js and save-files.js do not import each other', async () => {
  const { readFile } = await import('node:fs/promises');
  const src = await readFile(new URL('../../web/js/core/storage.js', import.meta.url), 'utf8');
  assert.doesNotMatch(src, /from '\.\/save-files\.js'/);
});

test('a match with help (issue 28) counts apart: the level\'s own won and played stay as they were', () => {
  localStorage.setItem('gamut.v1', JSON.stringify(OLD_SAVE));
  assert.ok(storage.recordMatch('dominoes', 'easy', true, ['easy', 'hard'], true));
  assert.ok(storage.recordMatch('dominoes', 'easy', false, ['easy', 'hard'], true));
  assert.ok(storage.recordMatch('dominoes', 'easy', true, ['easy', 'hard']));
  assert.deepEqual(storage.loadStats('dominoes', ['easy']), { easy: { won: 3, played: 6, help: { won: 1, played: 2 } } });
  // read back through the checks of a fresh page; a bad help tally is dropped as bad stats
  assert.deepEqual(storage.check(localStorage.getItem('gamut.v1')).data.stats.dominoes.easy,
    { won: 3, played: 6, help: { won: 1, played: 2 } });
  const bad = { ...OLD_SAVE, stats: { hus: { hard: { won: 1, played: 1, help: { won: 2, played: 1 } } } } };
  const { data, issues } = storage.check(JSON.stringify(bad));
  assert.deepEqual(data.stats.hus, {});
  assert.deepEqual(issues, [['bad-stats', null]]);
});

test('the running match keeps its helped flag; a save without one reads as not helped', () => {
  const rec = { game: 'hus', options: {}, moves: ['o1'] };
  assert.ok(storage.saveGame('hus', { record: rec, seed: 1, counted: false, helped: true }));
  assert.equal(storage.loadGame('hus').helped, true);
  assert.ok(storage.saveGame('hus', { record: rec, seed: 1, counted: false }));
  assert.equal(storage.loadGame('hus').helped, false);
});
