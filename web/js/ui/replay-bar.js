// The replay's control bar on the game's own table (js/core/replay.js plays the match back):
// first, back, a slider, forward, last, whose view (a seat's, or every hand once the match is
// over), where we are ("Move 12 of 40") and close. Keys while a replay is shown: the arrow keys
// step back and forward (mirrored in a right-to-left language), Home and End go to the first
// and last move, Escape closes. Touch: every control is a button of 44 px at least.

import { t, onLanguageChange } from '../core/i18n.js';

const ICONS = {
  first: 'M7 6v12M18 6l-8 6 8 6Z',
  back: 'M16 6l-8 6 8 6Z',
  forward: 'M8 6l8 6-8 6Z',
  last: 'M17 6v12M6 6l8 6-8 6Z',
};

function iconButton(name) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `btn btn-quiet btn-icon replay-${name}`;
  b.dataset.testid = `replay-${name}`;
  b.innerHTML = `<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS[name]}" fill="currentColor" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>`;
  return b;
}

/**
 * Mounts the bar in `main` (the game's main element: at the end of its hand bar) for the replay `r`
 * (createReplay). `seatName(seat, state)`: the text of one seat in the view choice. `onError(e)`:
 * a step Python refused or a lost worker. `handsLine`: with every hand shown, the bar lists the
 * other seats' tiles (`view()`: the view drawn), for a table that draws only the viewer's;
 * `hidden`: the game hides hands at all (else no "all hands" choice).
 * Returns {el, relabel(), focus()}.
 */
export function mountReplayBar({ main, r, seatName, onError, handsLine = false, hidden = true, view = () => null }) {
  const bar = document.createElement('div');
  bar.className = 'replay-bar';
  bar.dataset.testid = 'replay-bar';
  bar.setAttribute('role', 'group');
  bar.hidden = true;
  const steps = document.createElement('div');
  steps.className = 'replay-steps';
  const [first, back, forward, last] = ['first', 'back', 'forward', 'last'].map(iconButton);
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.step = '1';
  slider.className = 'replay-slider';
  slider.dataset.testid = 'replay-slider';
  steps.append(first, back, slider, forward, last);
  const info = document.createElement('div');
  info.className = 'replay-info';
  const pos = document.createElement('span');
  pos.className = 'replay-pos';
  pos.dataset.testid = 'replay-pos';
  pos.setAttribute('aria-live', 'polite');
  const seatLabel = document.createElement('label');
  seatLabel.className = 'replay-seat-label';
  const seat = document.createElement('select');
  seat.className = 'replay-seat';
  seat.dataset.testid = 'replay-seat';
  seat.id = `replay-seat-${Math.random().toString(36).slice(2, 8)}`;
  seatLabel.htmlFor = seat.id;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-icon replay-close';
  close.dataset.testid = 'replay-close';
  close.innerHTML = '<span aria-hidden="true">✕</span><span class="btn-label"></span>';
  info.append(pos, seatLabel, seat, close);
  // every hand, where the table itself shows only the viewer's (handsLine)
  const hands = document.createElement('p');
  hands.className = 'replay-hands';
  hands.dataset.testid = 'replay-hands';
  hands.hidden = true;
  bar.append(steps, info, hands);
  // in the hand bar (where the main button is, hidden while replaying): each game's layout
  // keeps its grid
  const hand = main.querySelector('.handbar');
  (hand || main).append(bar);

  const run = (p) => Promise.resolve(p).catch(onError);
  first.addEventListener('click', () => run(r.first()));
  back.addEventListener('click', () => run(r.back()));
  forward.addEventListener('click', () => run(r.forward()));
  last.addEventListener('click', () => run(r.last()));
  slider.addEventListener('input', () => run(r.go(Number(slider.value))));
  seat.addEventListener('change', () => {
    if (seat.value === 'all') run(r.setReveal(true));
    else {
      const v = seat.value === 'none' ? null : Number(seat.value);
      run(r.setReveal(false).then(() => r.setSeat(v)));
    }
  });
  close.addEventListener('click', () => r.close());

  const rtl = () => document.documentElement.dir === 'rtl';
  document.addEventListener('keydown', (ev) => {
    if (!r.state.open || !bar.isConnected || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const tag = ev.target && ev.target.tagName;
    if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && ev.target !== slider)) return;
    const fwd = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const bwd = rtl() ? 'ArrowRight' : 'ArrowLeft';
    let p = null;
    if (ev.key === fwd) p = r.forward();
    else if (ev.key === bwd) p = r.back();
    else if (ev.key === 'Home') p = r.first();
    else if (ev.key === 'End') p = r.last();
    else if (ev.key === 'Escape') { ev.preventDefault(); r.close(); return; }
    else return;
    ev.preventDefault();
    run(p);
  });

  function seatOptions(st) {
    const want = [];
    for (let i = 0; i < st.seats; i += 1) want.push([String(i), seatName(i, st)]);
    if (st.over && hidden) want.push(['all', t('replay-all-hands')]);
    seat.replaceChildren(...want.map(([value, text]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = text;
      return o;
    }));
    seat.value = st.reveal ? 'all' : String(st.seat ?? 0);
  }

  function label() {
    bar.setAttribute('aria-label', t('replay-bar'));
    first.setAttribute('aria-label', t('replay-first'));
    back.setAttribute('aria-label', t('replay-back'));
    forward.setAttribute('aria-label', t('replay-forward'));
    last.setAttribute('aria-label', t('replay-last'));
    for (const b of [first, back, forward, last]) b.title = b.getAttribute('aria-label');
    slider.setAttribute('aria-label', t('replay-slider'));
    seatLabel.textContent = t('replay-view');
    close.querySelector('.btn-label').textContent = t('replay-close');
    close.title = t('replay-close');
  }

  function draw(st) {
    bar.hidden = !st.open;
    main.classList.toggle('replaying', st.open);
    if (!st.open) return;
    slider.max = String(st.plies);
    slider.value = String(st.ply);
    const text = t('replay-position', { ply: st.ply, plies: st.plies });
    pos.textContent = text;
    slider.setAttribute('aria-valuetext', text);
    // told, not disabled: a button with the focus keeps it at either end
    for (const b of [first, back]) b.setAttribute('aria-disabled', String(st.ply <= 0));
    for (const b of [forward, last]) b.setAttribute('aria-disabled', String(st.ply >= st.plies));
    seatOptions(st);
    const v = view();
    const others = handsLine && st.reveal && v && Array.isArray(v.hands)
      ? v.hands.map((h, i) => (i !== st.seat && Array.isArray(h) ? `${seatName(i, st)}: ${h.length ? h.join(' ') : '–'}` : null)).filter(Boolean)
      : [];
    hands.hidden = !others.length;
    hands.textContent = others.join(' · ');
  }

  label();
  r.onChange(draw);
  onLanguageChange(() => { label(); if (r.state.open) draw(r.state); });
  return {
    el: bar,
    relabel: () => { label(); draw(r.state); },
    /** The focus to the bar (its forward button): the keys work on from there. */
    focus: () => forward.focus({ preventScroll: true }),
  };
}
