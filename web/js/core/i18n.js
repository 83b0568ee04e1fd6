// The page's language: Project Fluent (web/vendor/fluent-bundle) with one translation file per
// language in web/i18n/LANG.ftl. Adding a language = adding its .ftl file and a line to
// LANGUAGES below (the tests in tests/test_i18n_keys.py check that every file has every key).
//
// Which language: the `lang` URL parameter (only a code of LANGUAGES, in any letter case;
// anything else is ignored), else the player's last choice (settings.page.lang of the save,
// js/core/storage.js), else
// the first of the browser's languages (navigator.languages) that we have (pt-PT finds pt-BR,
// zh-Hant and zh-HK find zh-TW, tl finds fil, ...), else English. `<html lang dir>` follow it.
//
// In the HTML:
//   data-i18n="id"        the message's value becomes the element's text, its attributes
//                         (.aria-label, .title, .placeholder, .alt) become the element's;
//   data-i18n-rich="id"   the value is a small block text: blank lines separate blocks, a
//                         block of "- " lines is a list, "~ " starts an example paragraph,
//                         "! " fine print; inline <b>…</b>, <kbd>…</kbd> and <y>…</y> (the
//                         spinner's yellow word) are the only markup (built as elements,
//                         never parsed as HTML).

import { FluentBundle, FluentResource } from '../../vendor/fluent-bundle/index.js';
import { setRich } from '../ui/rich-text.js';
import * as storage from './storage.js';

// Each language in its own name and script, in the order of the picker; dir 'rtl' for the
// languages written right to left.
export const LANGUAGES = [
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fil', name: 'Filipino', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'uk', name: 'Українська', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
];
// The first visit's language when the browser asks for none we have, and the fallback of a
// message a language lacks.
export const DEFAULT_LANG = 'en';
const CODES = LANGUAGES.map((l) => l.code);
const BY_LOWER = new Map(CODES.map((c) => [c.toLowerCase(), c]));
// Browser language tags (lower case) that name one of ours differently: older codes, scripts
// and regions. Any other tag is tried whole, then by its first part.
const ALIASES = new Map([
  ['pt', 'pt-BR'], ['zh', 'zh-CN'], ['zh-hans', 'zh-CN'], ['zh-sg', 'zh-CN'], ['zh-my', 'zh-CN'],
  ['zh-hant', 'zh-TW'], ['zh-hk', 'zh-TW'], ['zh-mo', 'zh-TW'],
  ['tl', 'fil'], ['iw', 'he'], ['in', 'id'], ['zsm', 'ms'], ['pes', 'fa'], ['prs', 'fa'],
]);

/** The code of LANGUAGES that the language tag `tag` (any case: "pt-PT", "zh-Hant-HK",
 *  "fil") asks for, or null when we have none of it. */
export function matchLanguage(tag) {
  const parts = String(tag || '').toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  // the longest prefix first: zh-hant-hk -> zh-hant -> zh
  for (let n = parts.length; n > 0; n -= 1) {
    const key = parts.slice(0, n).join('-');
    if (BY_LOWER.has(key)) return BY_LOWER.get(key);
    if (ALIASES.has(key)) return ALIASES.get(key);
  }
  return null;
}

/** 'rtl' or 'ltr': the writing direction of the language `code`. */
export function direction(code) {
  return LANGUAGES.find((l) => l.code === code)?.dir || 'ltr';
}

function showLanguage(code) {
  document.documentElement.lang = code;
  document.documentElement.dir = direction(code);
}

const bundles = new Map(); // code -> FluentBundle
let current = DEFAULT_LANG;
const listeners = new Set();

function stored() {
  return storage.loadField('page', 'lang', (v) => CODES.includes(v), null);
}

function store(code) {
  storage.saveField('page', 'lang', code); // storage off or full: the choice lasts for this page
}

/** The language this page starts in (see the top of this file). */
export function chooseLanguage() {
  let param = null;
  try {
    param = new URLSearchParams(location.search).get('lang');
  } catch {
    param = null;
  }
  if (param && BY_LOWER.has(param.toLowerCase())) return BY_LOWER.get(param.toLowerCase());
  const saved = stored();
  if (saved) return saved;
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (const w of wanted) {
    const code = matchLanguage(w);
    if (code) return code;
  }
  return DEFAULT_LANG;
}

/** @type {Map<string, Promise<string>>} code -> the text of its .ftl, asked for once (a
 *  failed request is forgotten, so the next load asks again) */
const texts = new Map();
function ftlText(code) {
  if (!texts.has(code)) {
    const text = fetch(new URL(`../../i18n/${code}.ftl`, import.meta.url)).then((res) => {
      if (!res.ok) throw new Error(`i18n/${code}.ftl: HTTP ${res.status}`);
      return res.text();
    });
    text.catch(() => texts.delete(code));
    texts.set(code, text);
  }
  return texts.get(code);
}

async function load(code) {
  if (bundles.has(code)) return bundles.get(code);
  const text = await ftlText(code);
  if (bundles.has(code)) return bundles.get(code); // another load of the same code came first
  const bundle = new FluentBundle(code, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) console.warn(`i18n/${code}.ftl:`, ...errors);
  bundles.set(code, bundle);
  return bundle;
}

// The page's languages are asked for as soon as this module runs (js/offline.js loads it from
// the <head>), not once the game's modules have loaded and call initI18n() (issue 26).
if (typeof document !== 'undefined' && typeof fetch === 'function') {
  try {
    for (const code of new Set([chooseLanguage(), DEFAULT_LANG])) ftlText(code).catch(() => {});
  } catch {
    // initI18n() chooses and asks again
  }
}

let markReady;
/** Resolves with the language once initI18n() has loaded it: for modules that show text but do
 *  not start the page themselves (js/offline.js). */
export const ready = new Promise((resolve) => {
  markReady = resolve;
});

let started = null;

/** Loads the language to start in (and English, the fallback) before t(); the game pages of the
 *  one page each call it, the language is chosen and loaded once. */
export function initI18n() {
  started ??= start();
  return started;
}

async function start() {
  const code = chooseLanguage();
  try {
    await Promise.all([load(code), load(DEFAULT_LANG)]);
    current = code;
  } catch (e) {
    console.warn(String(e));
    await load(DEFAULT_LANG);
    current = DEFAULT_LANG;
  }
  showLanguage(current);
  markReady(current);
  return current;
}

export const lang = () => current;

function format(bundle, id, args, attr) {
  const msg = bundle && bundle.getMessage(id);
  if (!msg) return null;
  const pattern = attr ? msg.attributes && msg.attributes[attr] : msg.value;
  if (!pattern) return null;
  const errors = [];
  const out = bundle.formatPattern(pattern, args, errors);
  if (errors.length) console.warn(`i18n ${id}:`, ...errors.map(String));
  return out;
}

/** The message `id` formatted with `args` (attribute `attr` if given); the English text when
 *  the current language lacks it, the id itself when both do. */
export function t(id, args = undefined, attr = undefined) {
  const own = format(bundles.get(current), id, args, attr);
  if (own != null) return own;
  const fallback = current === DEFAULT_LANG ? null : format(bundles.get(DEFAULT_LANG), id, args, attr);
  return fallback != null ? fallback : id;
}

/** True when the message exists (in this language or the fallback). */
export function has(id) {
  return !!(bundles.get(current)?.hasMessage(id) || bundles.get(DEFAULT_LANG)?.hasMessage(id));
}

/** A lookup object: keyed(prefix).x === t(`${prefix}-${x}`) (for option lists). */
export function keyed(prefix) {
  return new Proxy({}, { get: (_, k) => (typeof k === 'string' ? t(`${prefix}-${k}`) : undefined) });
}

/** The number `n` in the page language's digits, without grouping (Persian: ۱۲; most others:
 *  12), as Fluent writes the numbers of messages: for scores and counts shown on their own. */
export function num(n) {
  try {
    return new Intl.NumberFormat(current, { useGrouping: false }).format(n);
  } catch {
    return String(n);
  }
}

/** A list joined as the language does ("A, B und C"; type 'disjunction': "3 oder 5"). */
export function list(items, type = 'conjunction') {
  const xs = items.map(String);
  try {
    return new Intl.ListFormat(current, { style: 'long', type }).format(xs);
  } catch {
    return xs.join(', ');
  }
}

const ATTRS = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

/** Writes every data-i18n / data-i18n-rich text under `root` in the current language. */
export function translateDOM(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    const id = el.dataset.i18n;
    const bundle = bundles.get(current)?.hasMessage(id) ? bundles.get(current) : bundles.get(DEFAULT_LANG);
    const msg = bundle && bundle.getMessage(id);
    if (!msg) continue;
    if (msg.value) el.textContent = bundle.formatPattern(msg.value);
    for (const a of ATTRS) {
      if (msg.attributes && msg.attributes[a]) el.setAttribute(a, bundle.formatPattern(msg.attributes[a]));
    }
  }
  for (const el of root.querySelectorAll('[data-i18n-rich]')) setRich(el, t(el.dataset.i18nRich));
}

/** Calls `fn(code)` after every change of language. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Switches the page to `code` (a code of LANGUAGES), saves the choice, re-translates the
 *  static text and tells every listener (which redraw their own text). */
export async function setLanguage(code) {
  if (!CODES.includes(code)) return current;
  await load(code);
  current = code;
  store(code);
  showLanguage(code);
  try {
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', code);
      history.replaceState(history.state, '', url);
    }
  } catch {
    /* a sandboxed frame: the address stays */
  }
  translateDOM();
  // the last announcement was in the old language: screen readers have read it already
  const live = document.getElementById('announce');
  if (live) live.textContent = '';
  for (const fn of listeners) fn(code);
  for (const sel of document.querySelectorAll('select[data-lang-picker]')) sel.value = code;
  return current;
}

/** The language picker: a labelled <select> of the language names, in `container`. */
export function mountPicker(container) {
  if (!container) return null;
  const id = 'lang-picker';
  const label = document.createElement('label');
  label.className = 'visually-hidden';
  label.htmlFor = id;
  label.dataset.i18n = 'language';
  label.textContent = t('language');
  const sel = document.createElement('select');
  sel.id = id;
  sel.className = 'lang-picker';
  sel.dataset.langPicker = 'true';
  sel.setAttribute('data-testid', 'lang-picker');
  for (const l of LANGUAGES) {
    const o = document.createElement('option');
    o.value = l.code;
    o.lang = l.code;
    o.dir = l.dir;
    o.textContent = l.name;
    sel.append(o);
  }
  sel.value = current;
  sel.addEventListener('change', () => { setLanguage(sel.value); });
  container.append(label, sel);
  return sel;
}

/** Announces `text` to screen readers through the page's live region (#announce). */
export function announce(text) {
  const el = document.getElementById('announce');
  if (!el || !text) return;
  // a changed text is read even when it repeats the last one
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}
