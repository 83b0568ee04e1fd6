// The Hus sowing as it runs on the board: the frames of anim.js (what Python reported, seed by
// seed) drawn one after another at the tempo, skippable; the answer is drawn once it ends.

import { buildFrames } from './anim.js';

const STEP = { slow: 240, normal: 110, fast: 35, instant: 0 };      // ms per animation frame
const MAX_ANIM = { slow: 9000, normal: 4000, fast: 1500, instant: 0 };   // ms per move at most

const reducedMotion = () => !!(globalThis.matchMedia && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches);

/**
 * `ctx`: {S (session), getSettings, st ({anim, shown}: the running animation {frames, i, timer,
 * done, exact, last} and the frame on the board), render(), renderFrame()} (board.js).
 * Returns {animate(before, last) -> Promise (resolved when the last frame has been held),
 * stopAnim(), skipAnim() -> true when one was running}.
 */
export function createMotion(ctx) {
  const { S, getSettings, st } = ctx;

  function stopAnim() {
    if (st.anim) { clearTimeout(st.anim.timer); const d = st.anim.done; st.anim = null; st.shown = null; d(); }
  }

  // ---- animation ---------------------------------------------------------------------------
  function animate(before, last) {
    const tempo = getSettings().tempo;
    const step = STEP[tempo] ?? STEP.normal;
    if (!step || reducedMotion()) return Promise.resolve();
    const dir = S.view && S.view.options && S.view.options.anticlockwise ? -1 : 1;
    const { frames, exact } = buildFrames(before, S.view.board, last, dir);
    if (!frames.length) return Promise.resolve();
    const cap = MAX_ANIM[tempo] ?? MAX_ANIM.normal;
    const delay = Math.max(8, Math.min(step, Math.floor(cap / frames.length)));
    return new Promise((resolve) => {
      st.anim = { frames, i: 0, timer: 0, done: resolve, exact, last };
      const tick = () => {
        if (!st.anim) return;
        st.shown = st.anim.frames[st.anim.i];
        // the first frame draws the whole table (phase, main button, log); later frames only
        // what a seat moving changes: a long task per frame would stutter the seeds
        if (st.anim.i === 0) ctx.render(); else ctx.renderFrame();
        st.anim.i += 1;
        if (st.anim.i >= st.anim.frames.length) {
          // hold the last frame (end pit, captures) a moment, then hand back
          st.anim.timer = setTimeout(() => { if (st.anim) { st.anim = null; st.shown = null; resolve(); } }, Math.max(delay, Math.min(3 * step, 600)));
          return;
        }
        const kind = st.anim.frames[st.anim.i].kind;
        st.anim.timer = setTimeout(tick, kind === 'drop' || kind === 'sweep' ? delay : Math.max(delay, Math.min(2 * step, 250)));
      };
      tick();
    });
  }

  function skipAnim() {
    if (!st.anim) return false;
    stopAnim();
    return true;
  }


  return { animate, stopAnim, skipAnim };
}
