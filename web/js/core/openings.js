// The openings a first visit plays before Python is ready (issue 26: playable at once).
//
// The build writes into the page, as <script type="application/json" id="gamut-openings">,
// new matches the engines dealt at build time for each game's default options
// (tools/make_openings.py): {game: [{options, record, view}]}, every field Python's answer.
// A page with no saved match draws one of them at once when its settings ask for exactly those
// options (core/session-face.js renderPlaceholder); the player may choose a move straight
// away, and once Python is ready it checks the record (load) and the move follows
// (core/session-start.js). Nothing here decides a rule.

import { isObj } from './checks.js';

let parsed;

/** Every opening in the page, {game: [...]}; {} when the page has none or they do not parse. */
function all() {
  if (parsed === undefined) {
    parsed = {};
    try {
      const el = typeof document === 'undefined' ? null : document.getElementById('gamut-openings');
      const data = el ? JSON.parse(el.textContent) : null;
      if (isObj(data)) parsed = data;
    } catch {
      parsed = {}; // a page without good openings deals through Python, as before
    }
  }
  return parsed;
}

/** The same JSON text for equal options, whatever the order of their keys. */
function canonical(x) {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (isObj(x)) return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
  return JSON.stringify(x);
}

/** A random one of `game`'s openings for exactly `options` ({record, view}, copies), or null. */
export function openingFor(game, options, list = all()[game]) {
  if (!Array.isArray(list)) return null;
  const want = canonical(options);
  const fits = list.filter((o) => isObj(o) && isObj(o.record) && isObj(o.view) && canonical(o.options) === want);
  if (!fits.length) return null;
  const pick = new Uint32Array(1);
  crypto.getRandomValues(pick);
  const { record, view } = fits[pick[0] % fits.length];
  return JSON.parse(JSON.stringify({ record, view }));
}
