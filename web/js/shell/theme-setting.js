// The theme select in every game's settings (system / light / dark): one choice for the whole
// page, kept by storage.js (settings.page.theme) and applied by the head script
// (js/shell/choose-game.js, gamutApplyTheme). Every game page's select shows the same choice.

import * as storage from '../core/storage.js';
import { onLanguageChange, t } from '../core/i18n.js';
import { fillSelect } from './common.js';

const selects = new Set();

function draw(sel) {
  fillSelect(sel, storage.THEMES, (v) => t(`theme-${v}`), current());
}

/** The stored choice (the head script's, if it is there: the same reading). */
function current() {
  return storage.loadTheme();
}

function drawAll() {
  for (const sel of selects) draw(sel);
}

/** Applies `choice` (one of storage.THEMES) now and keeps it; other values change nothing. */
export function chooseTheme(choice) {
  if (!storage.THEMES.includes(choice)) return false;
  storage.saveTheme(choice);
  globalThis.gamutApplyTheme?.(choice);
  drawAll();
  return true;
}

/**
 * Fills the theme <select> (name="theme") of a game page's settings in `root` and wires it:
 * a change applies and keeps the theme; a change of language relabels it.
 */
export function setupThemeSetting(root) {
  const sel = root.querySelector('select[name="theme"]');
  if (!sel || selects.has(sel)) return;
  selects.add(sel);
  draw(sel);
  sel.addEventListener('change', () => {
    if (!chooseTheme(sel.value)) draw(sel);
  });
}

onLanguageChange(drawAll);
// another tab chose a theme (the head script applied it)
globalThis.addEventListener?.('gamut:theme', drawAll);
