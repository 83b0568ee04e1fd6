// The settings of a game page: each page declares them (their choices, defaults and which need
// a new match) and the one change handler below takes every change of the settings form the
// same way, and the texts every game page shows alike.
//
//   declared = {
//     choices:  {field: [allowed values]}     what the form offers (and seat1.. of seat-settings)
//     defaults: {field: value}                a first visit's settings; a number's type is the
//                                             type a select's text is read as
//     newMatch: [field]                       changing one ends the running match (asked first)
//     schema?:  {field: [allowed values]}     what a stored value may be (default: choices)
//     fieldOf?: (el) => field                 the form control's setting (default: el.name)
//     adjust?:  (settings) => settings        a rule between fields (Wu Hsing: the 15-tile
//                                             variants are for two players), on load and change
//   }

import { changeSeatsOnPage } from './seat-settings.js';
import { keyed, lang, t } from '../core/i18n.js';

const same = (s) => s;

/** The settings of `game` as stored (each field checked against the schema), adjusted. */
export function loadDeclared(storage, game, declared) {
  const adjust = declared.adjust || same;
  return adjust(storage.loadSettings(game, declared.defaults, declared.schema || declared.choices));
}

/** The value a form control `el` holds for `field` (a checkbox: a boolean; a select whose
 *  default is a number: a number). */
function valueOf(el, field, defaults) {
  if (el.type === 'checkbox') return el.checked;
  return typeof defaults[field] === 'number' ? Number(el.value) : el.value;
}

/**
 * The one change handler of a game page's settings form `form`: who sits at the table first
 * (shell/seat-settings.js), then any declared field. A value outside its choices, or the value
 * it has, changes nothing. A field of `newMatch` during a match asks first (T.confirmNew): no
 * redraws the form with the settings as they are (the control shows its old value again); yes
 * (or no match running) stores the settings, redraws and starts a new match; any other field
 * is stored and the table told (settingsChanged).
 *
 * page = {game, declared, get() -> settings, set(settings), seats(settings) -> seat count,
 *         maxSeats, table (the game's table: inProgress, newMatch, settingsChanged, ...),
 *         online, ask(text) -> Promise<bool>, T, storage, renderSettings()}
 */
export function handleSettingsChanges(form, page) {
  const { game, declared, get, set, table, ask, T, storage, renderSettings } = page;
  const fieldOf = declared.fieldOf || ((el) => el.name);
  const adjust = declared.adjust || same;
  form.addEventListener('change', async (ev) => {
    const seatsDone = await changeSeatsOnPage(ev, get(), page.seats(get()), page.maxSeats, {
      game: table, online: page.online, ask, T, storage, GAME: game, renderSettings, set,
    });
    if (seatsDone) return;
    const el = ev.target;
    const field = fieldOf(el);
    if (!Object.hasOwn(declared.choices, field)) return;
    const value = valueOf(el, field, declared.defaults);
    if (!declared.choices[field].includes(value) || value === get()[field]) return;
    const needsNew = declared.newMatch.includes(field);
    if (needsNew && table.inProgress() && !(await ask(T.confirmNew))) {
      renderSettings();
      return;
    }
    const next = adjust({ ...get(), [field]: value });
    set(next);
    storage.saveSettings(game, next);
    renderSettings();
    if (needsNew) table.newMatch();
    else table.settingsChanged();
  });
}

/**
 * Adds to `T` the text entries every game page has alike: the page's language and title (the
 * message `titleId`), the loading line, the levels, the statistics line, the question before a
 * new match (naming the loss only when the running match would count: table().abandonCounts(),
 * core/session-face.js), rematch, retry, "not your turn", the error lines and take-back and
 * hint (core/session-help.js). Returns `T`.
 */
export function withCommonTexts(T, titleId, table) {
  const common = {
    get lang() { return lang(); },
    get title() { return t(titleId); },
    loadingStages: keyed('loading-stage'),
    loadFailed: (msg) => t('load-failed', { msg }),
    get reload() { return t('reload'); },
    levels: keyed('level'),
    statsLine: (won, played) => t('stats-line', { won, played }),
    get confirmNew() { return t('confirm-new', { counts: table().abandonCounts() ? 'yes' : 'no' }); },
    get rematch() { return t('rematch'); },
    get retry() { return t('retry'); },
    get notYourTurn() { return t('not-your-turn'); },
    get loadError() { return t('load-error'); },
    get workerRestarted() { return t('worker-restarted'); },
    error: (msg) => t('error', { msg }),
    // take-back and hint (core/session-help.js)
    get takeBack() { return t('help-take-back'); },
    get hint() { return t('help-hint'); },
    takenBack: (n, drew) => (drew ? `${t('help-taken-back', { n })} ${t('help-same-tile')}` : t('help-taken-back', { n })),
    hintIs: (move) => t('help-hint-is', { move }),
    hintOpen: (tile) => t('help-hint-open', { tile }),
    statsHelp: (won, played) => t('help-stats', { won, played }),
    agreeTakeBack: (name) => t('help-agree', { name }),
  };
  for (const key of Object.keys(common)) {
    if (!Object.hasOwn(T, key)) Object.defineProperty(T, key, Object.getOwnPropertyDescriptor(common, key));
  }
  return T;
}
