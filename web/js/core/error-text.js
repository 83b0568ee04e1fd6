// What a player reads when Python (or a room server) refused a request: a sentence of their
// language chosen from the error's type, never the engine's own text (English, and citing rule
// sections such as "(W6.1)"), which goes to the console for bug reports instead.
//
//   errorText(e)        the words for an error of python.engine.* (js/core/python.js: .type the
//                       engine's error class or the worker's fate, BadRecord's .at the index of
//                       the move that does not replay)
//   logError(where, e)  the engine's text of `e` to the console (console.warn), with its type

import { t } from './i18n.js';

const IDS = {
  IllegalMove: 'error-illegal-move',
  BadRecord: 'error-bad-record',
  OtherGame: 'error-bad-record',
  BadOptions: 'error-bad-options',
  WorkerLost: 'error-engine-lost',
  WorkerError: 'error-engine-lost',
  WorkerBroken: 'error-engine-lost',
  StartupError: 'error-engine-start',
};

/** The player's sentence for `e` (an Error with .type, or anything): never e.message. */
export function errorText(e) {
  const type = e && typeof e.type === 'string' ? e.type : '';
  if (type === 'BadRecord' && Number.isInteger(e.at) && e.at >= 0) return t('error-bad-record-at', { n: e.at + 1 });
  return t(IDS[type] ?? 'error-engine');
}

/** The engine's own text of `e` to the console (what a bug report needs), never to the page. */
export function logError(where, e) {
  const type = e && e.type ? `${e.type}: ` : '';
  const at = e && Number.isInteger(e.at) ? ` (at move index ${e.at})` : '';
  console.warn(`[gamut] ${where}: ${type}${(e && e.message) || String(e)}${at}`);
}
