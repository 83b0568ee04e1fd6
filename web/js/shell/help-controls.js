// The header's take-back and hint buttons and their keys (U, H), for every game page. They only
// ask the session (core/session-help.js), which asks Python; they follow it after every
// drawing: hidden online (never offered there), disabled while nothing can be taken back or
// hinted (no move of the player's yet, not their turn, the computer thinking, an answer awaited).

import { scoped } from './pages.js';

const KEYS = { u: 'take-back', U: 'take-back', h: 'hint', H: 'hint' };

/**
 * `p`: {pageEl, session (core/session.js), T (texts: takeBack, hint, agreeTakeBack(name)),
 * ask(text, labels) (the page's yes/no question)}. Returns {relabel(), update()}.
 */
export function setupHelp({ pageEl, session: S, T, ask }) {
  const $ = scoped(pageEl);
  const back = $('btn-take-back');
  const hint = $('btn-hint');

  function update() {
    const online = !!S.online;
    back.hidden = online;
    hint.hidden = online;
    back.disabled = online || !S.canTakeBack();
    hint.disabled = online || !S.canHint();
    hint.setAttribute('aria-busy', S.hinting ? 'true' : 'false');
  }

  function relabel() {
    back.title = `${T.takeBack} (U)`;
    hint.title = `${T.hint} (H)`;
  }

  async function takeBack() {
    if (!S.canTakeBack()) return;
    if (S.needsAgreement()) {
      // people at one table: everyone agrees first (the question names whose move goes; Enter
      // is "no": a question for everyone is agreed to by a click, not by a key held on)
      const at = S.takeBackSeat();
      const seat = S.plan && S.plan[at];
      const name = (seat && seat.name) || String(at + 1);
      const labels = { yes: T.takeBack, no: $('confirm-no').textContent, focus: 'no' };
      if (!(await ask(T.agreeTakeBack(name), labels))) return;
    }
    await S.takeBack();
  }

  back.addEventListener('click', takeBack);
  hint.addEventListener('click', () => S.askHint());
  document.addEventListener('keydown', (ev) => {
    if (!pageEl.isConnected || !pageEl.contains(back) || document.querySelector('dialog[open]')) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.repeat) return;
    const tag = ev.target && ev.target.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA' || (ev.target && ev.target.isContentEditable)) return;
    const what = KEYS[ev.key];
    if (!what) return;
    ev.preventDefault();
    if (what === 'take-back') takeBack(); else S.askHint();
  });
  S.on('shown', update);
  relabel();
  update();
  return { relabel, update };
}
