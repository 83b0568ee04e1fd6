// node --test tests/js/i18n.test.mjs: which language a page starts in (web/js/core/i18n.js
// chooseLanguage) from the browser's languages (navigator.languages), a saved choice and the
// `lang` URL parameter, without a browser. e2e/test_i18n.py starts real browsers of two
// locales; the table of locales is here. Run by tests/test_js.py.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

class MemoryStorage {
  constructor() { this.map = new Map(); }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) { this.map.set(k, String(v)); }
  removeItem(k) { this.map.delete(k); }
  clear() { this.map.clear(); }
}

globalThis.localStorage = new MemoryStorage();
const i18n = await import('../../web/js/core/i18n.js');
const storage = await import('../../web/js/core/storage.js');

function browser(languages, search = '', language = undefined) {
  // node 21+ has a navigator of its own: replace it whole
  Object.defineProperty(globalThis, 'navigator', {
    value: { languages, language }, configurable: true, writable: true,
  });
  globalThis.location = { search };
}

beforeEach(() => { globalThis.localStorage = new MemoryStorage(); });

test('the first of the browser languages that we have decides, else English', () => {
  for (const [languages, want] of [
    [['en-GB'], 'en'],
    [['de-AT'], 'de'],
    [['fr-FR'], 'fr'],
    [['es-MX'], 'es'],
    [['pt-PT'], 'pt-BR'], // Portuguese: the Brazilian file
    [['nl-BE'], 'nl'],
    [['sw-KE'], 'en'], // a language we do not have: English
    [['sw-KE', 'sw', 'fr-CA', 'de'], 'fr'], // the first one we have, not the first one
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['tl-PH'], 'fil'],
    [['iw'], 'he'],
    [['AR_eg'], 'ar'],
    [[], 'en'],
  ]) {
    browser(languages);
    assert.equal(i18n.chooseLanguage(), want, JSON.stringify(languages));
  }
  browser([], '', 'nl-NL'); // no list: navigator.language
  assert.equal(i18n.chooseLanguage(), 'nl');
});

test('a saved choice wins over the browser, a listed lang parameter over both', () => {
  browser(['fr-FR']);
  storage.saveField('page', 'lang', 'de'); // the picker's choice (js/core/storage.js)
  assert.equal(i18n.chooseLanguage(), 'de');
  browser(['fr-FR'], '?lang=PT-br');
  assert.equal(i18n.chooseLanguage(), 'pt-BR');
  for (const bad of ['xx', 'de;alert(1)', '', '%3Cb%3E']) {
    browser(['fr-FR'], `?lang=${bad}`);
    assert.equal(i18n.chooseLanguage(), 'de', bad); // ignored: the saved one
  }
});
