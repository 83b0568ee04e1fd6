// Dominoes motion: a drawn tile flies from the boneyard into the hand, another seat's draw
// flies face down to its chip, a draw or pass flashes the chip. Follows the tempo setting and
// is left out under prefers-reduced-motion and while the page is off screen.

import { isObj } from '../../core/checks.js';

const FLIGHT = { slow: 560, normal: 380, fast: 190 };   // ms a drawn tile flies to its hand

/** ctx: {root, els ({boneyard, hand, seats}), HUMAN (the player's seat; a getter), getSettings()}. Returns {showArrivals(before, now)}. */
export function createMotion(ctx) {
  const { root, els, getSettings } = ctx;

  const reducedMotion = () =>
    !!(globalThis.matchMedia && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches);

  /**
   * Drawing is shown: each tile you drew flies from the boneyard into your hand (it keeps
   * data-arrived until the next redraw); a tile another seat drew flies face down to its seat
   * chip, and a draw or pass makes that chip flash. The flight follows the tempo setting and
   * is left out under prefers-reduced-motion.
   */
  function showArrivals(before, now) {
    if (!before || !now || before.round !== now.round) return;
    const oldLog = Array.isArray(before.history) ? before.history : [];
    const log = Array.isArray(now.history) ? now.history : [];
    if (log.length <= oldLog.length) return;
    const fresh = log.slice(oldLog.length).filter(isObj);
    const ms = reducedMotion() ? 0 : (FLIGHT[getSettings().tempo] ?? FLIGHT.normal);
    const from = els.boneyard.getBoundingClientRect();
    if (fresh.some((e) => e.seat === ctx.HUMAN && e.move === 'draw')) {
      const had = new Set(Array.isArray(before.hand) ? before.hand : []);
      const arrived = (Array.isArray(now.hand) ? now.hand : []).filter((t) => !had.has(t));
      arrived.forEach((tile, i) => {
        const b = els.hand.querySelector(`[data-tile="${tile}"]`);
        if (!b) return;
        b.dataset.arrived = 'true';
        if (!ms || typeof b.animate !== 'function') return;
        const to = b.getBoundingClientRect();
        const dx = from.left + from.width / 2 - (to.left + to.width / 2);
        const dy = from.top + from.height / 2 - (to.top + to.height / 2);
        b.animate(
          [
            { transform: `translate(${dx}px, ${dy}px) scale(0.5) rotate(90deg)`, opacity: 0.2 },
            { transform: 'translate(0, 0) scale(1) rotate(0deg)', opacity: 1 },
          ],
          { duration: ms, delay: i * ms * 0.5, easing: 'cubic-bezier(.2,.8,.3,1)', fill: 'backwards' },
        );
      });
    }
    for (const e of fresh) {
      if (e.seat === ctx.HUMAN || (e.move !== 'draw' && e.move !== 'pass')) continue;
      const chip = els.seats.querySelector(`[data-seat="${e.seat}"]`);
      if (!chip) continue;
      chip.dataset.flash = e.move;
      if (e.move === 'draw' && ms) flyFaceDown(from, chip.getBoundingClientRect(), ms);
    }
  }

  function flyFaceDown(from, to, ms) {
    if (typeof document.body.animate !== 'function' || !root.isConnected) return;
    const el = document.createElement('div');
    el.className = 'flying-tile';
    el.setAttribute('aria-hidden', 'true');
    document.body.append(el);
    const x0 = from.left + from.width / 2 - 9;
    const y0 = from.top + from.height / 2 - 18;
    const x1 = to.left + to.width / 2 - 9;
    const y1 = to.top + to.height / 2 - 18;
    const a = el.animate(
      [
        { transform: `translate(${x0}px, ${y0}px)`, opacity: 0.95 },
        { transform: `translate(${x1}px, ${y1}px) scale(0.7)`, opacity: 0.15 },
      ],
      { duration: ms, easing: 'ease-in-out' },
    );
    const done = () => el.remove();
    a.onfinish = done;
    a.oncancel = done;
  }

  return { showArrivals };
}
