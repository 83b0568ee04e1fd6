// Who sits at each seat of a match played on this device, and what follows from it: whose
// view the table shows, when the device is handed over, and where the result is counted.
// Pure functions, no drawing and no storage (tests/js/seat-plan.test.mjs runs them in node).
//
// A seat is {kind, name, level}. Kinds:
//   'you'       the owner of the device (seat 0 always)
//   'person'    another person at this device (the device is passed to them)
//   'computer'  the computer at the match's level
// Friends in an online room are not in a plan: the room's server owns its seats and the page
// draws the view of its own seat (js/online/), so a plan with any other kind is refused here.

export const KINDS = ['you', 'person', 'computer'];
/** The kinds a person other than seat 0 can be given in the settings. */
export const OTHER_KINDS = ['computer', 'person'];
export const MAX_NAME = 24;

/** True for the seats a person plays at this device (their hand is shown to them). */
export const isPerson = (seat) => !!seat && (seat.kind === 'you' || seat.kind === 'person');

/** True when more than one person plays at this device (`plan` a seat plan, or null for a
 *  match without one, online): the texts then name whose turn it is and who moved. */
export const peopleAtTable = (plan) => Array.isArray(plan) && plan.filter(isPerson).length > 1;

/** A person's name as typed: trimmed, inner spaces folded, at most MAX_NAME characters;
 *  '' when nothing usable is left (the page then uses its default name). */
export function cleanName(name) {
  if (typeof name !== 'string') return '';
  return Array.from(name.replace(/\s+/g, ' ').trim()).slice(0, MAX_NAME).join('');
}

/**
 * The plan for a match of `count` seats (2-4) from the page's settings: seat 0 is 'you',
 * seat i > 0 is settings[`seat${i}`] ('computer' or 'person'; anything else: 'computer'),
 * names from `names[i]` (cleaned) or `defaultName(i)`, every computer at settings.level.
 * Throws on a count outside 2-4. Returns [{kind, name, level}] (level null for people).
 */
export function planOf(settings, count, names = [], defaultName = (i) => `${i + 1}`) {
  if (!Number.isInteger(count) || count < 2 || count > 4) throw new Error(`bad seat count ${count}`);
  const out = [];
  for (let i = 0; i < count; i++) {
    const asked = i === 0 ? 'you' : settings && settings[`seat${i}`];
    const kind = i === 0 ? 'you' : OTHER_KINDS.includes(asked) ? asked : 'computer';
    const name = kind === 'computer' ? defaultName(i) : cleanName(names[i]) || defaultName(i);
    out.push({ kind, name, level: kind === 'computer' ? settings.level : null });
  }
  return out;
}

/** A plan read back from a save: null unless every seat is {kind in KINDS, name string}. */
export function checkPlan(plan) {
  if (!Array.isArray(plan) || plan.length < 2 || plan.length > 4) return null;
  const out = [];
  for (const [i, p] of plan.entries()) {
    if (!p || typeof p !== 'object' || !KINDS.includes(p.kind) || typeof p.name !== 'string') return null;
    if ((i === 0) !== (p.kind === 'you')) return null;
    out.push({ kind: p.kind, name: cleanName(p.name) || `${i + 1}`, level: typeof p.level === 'string' ? p.level : null });
  }
  return out;
}

/** How many seats people play. */
export const peopleIn = (plan) => plan.filter(isPerson).length;

/** Where a finished match counts: 'computer' (one person against the computer: the
 *  statistics per level) or 'people' (two or more people: the tally of wins per name). */
export const countsAs = (plan) => (peopleIn(plan) >= 2 ? 'people' : 'computer');

/** The names that won (people only; a computer's win adds nothing to the people's tally). */
export const winnerNames = (plan, winners) =>
  [...new Set((winners || []).filter((w) => isPerson(plan[w])).map((w) => plan[w].name))];

/**
 * What the table does after an answer, given the seat `toMove` (the view header's to_move,
 * null between rounds and at the end), the seat whose view is shown (`viewer`) and whether
 * the game hides hands (`hidden`):
 *   {viewer, handover}: `viewer` the seat to show next; `handover` true when the device must
 *   first go to another person with nothing of either hand on screen.
 * A computer's turn and the time between rounds keep the viewer; a person's turn makes them
 * the viewer (with hidden hands through a hand-over when the viewer changes).
 */
export function nextViewer(plan, toMove, viewer, hidden) {
  if (!Number.isInteger(toMove) || !isPerson(plan[toMove]) || toMove === viewer) {
    return { viewer, handover: false };
  }
  return { viewer: toMove, handover: !!hidden };
}

/** The settings' "Play against" for the seats of a match of `count`: 'people' when any other
 *  seat is a person at this device, else 'computer'. */
export const againstOf = (settings, count) =>
  (Array.from({ length: count - 1 }, (_, i) => settings[`seat${i + 1}`]).includes('person') ? 'people' : 'computer');

/** True when the computer plays a seat of a match of `count` seats (its level applies). */
export const computerPlays = (settings, count) =>
  Array.from({ length: count - 1 }, (_, i) => settings[`seat${i + 1}`]).some((k) => k !== 'person');

/**
 * The settings after "Play against" is set to `against` ('computer' or 'people') for a match of
 * `count` seats (at most `max`): the computer makes every other seat the computer; people make
 * seat 1 a person unless another seat already is. Returns a new object (`settings` unchanged).
 */
export function withAgainst(settings, against, count, max) {
  const next = { ...settings };
  if (against === 'computer') {
    for (let i = 1; i < max; i++) next[`seat${i}`] = 'computer';
  } else if (against === 'people' && againstOf(settings, count) !== 'people') {
    next.seat1 = 'person';
  }
  return next;
}
