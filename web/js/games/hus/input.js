// Hus input: a click or tap on a pit plays it (H2; a pit that may not be played says why),
// the pits of the player's two rows take the keyboard focus in turn (arrows, Home, End; Enter
// or Space plays), pointing at or focusing a pit previews its sowing, Escape or Space skips an
// animation, and the main button. Rules stay in Python: `legal` and the view's `blocked`.

/**
 * ctx: {S (session), T (texts), els ({table, rows, main}), root, HUMAN, pits (pits[row][col]),
 *       myTurn(), legal(name), send(move), flash(text), skipAnim() -> bool,
 *       setHover(name | null), anim (getter: the running animation or null)}.
 */
export function bindInput(ctx) {
  const { S, T, els, root, pits, myTurn, legal, send, flash, skipAnim, setHover } = ctx;

  function pitOf(target) {
    const el = target && target.closest ? target.closest('.pit') : null;
    return el && els.rows.contains(el) ? el : null;
  }

  function choose(el) {
    if (!el || el.dataset.owner !== String(ctx.HUMAN)) return;
    if (!myTurn()) {
      if (S.view && !S.view.round_over && !ctx.anim && !S.busy) flash(T.notYourTurn);
      return;
    }
    const name = el.dataset.name;
    if (legal(name)) { send(name); return; }
    const why = S.view.blocked && S.view.blocked[name];
    flash(T.cannotPlay(T.pitName(name), why ? T.reasons[why] || why : ''));
  }

  els.table.addEventListener('click', (ev) => {
    if (skipAnim()) { ev.preventDefault(); return; }
    choose(pitOf(ev.target));
  });

  /** Focus from the keyboard (not left behind by a click or tap). */
  function keyFocus(el) {
    try { return el.matches(':focus-visible'); } catch { return true; }
  }

  els.rows.addEventListener('pointerover', (ev) => {
    const el = pitOf(ev.target);
    if (el && el.dataset.owner === String(ctx.HUMAN)) setHover(el.dataset.name);
  });
  els.rows.addEventListener('pointerleave', () => {
    const el = pitOf(document.activeElement);
    setHover(el && el.dataset.owner === String(ctx.HUMAN) && keyFocus(el) ? el.dataset.name : null);
  });
  els.rows.addEventListener('focusin', (ev) => {
    const el = pitOf(ev.target);
    if (!el) return;
    for (const r of [2, 3]) for (const p of pits[r]) p.tabIndex = p === el ? 0 : -1;
    if (keyFocus(el)) setHover(el.dataset.name);
  });
  els.rows.addEventListener('focusout', (ev) => {
    if (!els.rows.contains(ev.relatedTarget)) setHover(null);
  });
  els.rows.addEventListener('keydown', (ev) => {
    const el = pitOf(ev.target);
    if (!el || el.dataset.owner !== String(ctx.HUMAN)) return;
    let r = Number(el.dataset.row);
    let c = Number(el.dataset.col);
    if (ev.key === 'ArrowLeft') c = (c + 7) % 8;
    else if (ev.key === 'ArrowRight') c = (c + 1) % 8;
    else if (ev.key === 'ArrowUp') r = 2;
    else if (ev.key === 'ArrowDown') r = 3;
    else if (ev.key === 'Home') c = 0;
    else if (ev.key === 'End') c = 7;
    else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      if (skipAnim()) return;
      choose(el);
      return;
    } else return;
    ev.preventDefault();
    pits[r][c].focus();
  });
  document.addEventListener('keydown', (ev) => {
    if (!ctx.anim || !root.isConnected || document.querySelector('dialog[open]')) return;
    if (ev.key === 'Escape' || ev.key === ' ' || ev.key === 'Spacebar') {
      ev.preventDefault();
      skipAnim();
    }
  });

  function mainAction() {
    if (S.retry()) return;
    if (!S.view) return;
    if (skipAnim()) return;
    if (S.view.over) { if (!S.preview) S.again(); return; }
    if (S.view.round_over && (S.view.legal || []).includes('next')) send('next');
  }
  els.main.addEventListener('click', mainAction);
}
