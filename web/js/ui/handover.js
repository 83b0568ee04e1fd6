// The hand-over screen between two people's turns at one device (games with hidden hands):
// it names the person the device goes to, tells what happened since their last turn, and
// waits for their tap. It holds no tile of any hand: the table behind it is drawn empty
// (session.js sets the view to null until the tap).

/**
 * Show the screen in `host` (the table's element; the screen is its last child, replaced on
 * every call).
 *   name        the person the device goes to
 *   lines       what happened since their last turn, as texts ([]: their first turn of the
 *               match, when the screen says only whose turn it is)
 *   T           {handoverTitle(name), handoverSince, handoverReady(name)}
 *   onReady()   the tap (click, or Enter/Space on the focused button)
 * Returns the screen's element.
 */
export function showHandover(host, { name, lines, T, onReady }) {
  hideHandover(host);
  const box = document.createElement('section');
  box.className = 'handover';
  box.setAttribute('data-testid', 'handover');
  box.setAttribute('role', 'group');
  const h = document.createElement('h2');
  h.className = 'handover-title';
  h.id = `handover-title-${host.id || 'table'}`;
  h.textContent = T.handoverTitle(name);
  box.setAttribute('aria-labelledby', h.id);
  const since = document.createElement('p');
  since.className = 'handover-since';
  since.textContent = T.handoverSince;
  since.hidden = !lines.length;
  const list = document.createElement('ul');
  list.className = 'handover-lines';
  list.setAttribute('data-testid', 'handover-lines');
  for (const text of lines) {
    const li = document.createElement('li');
    li.textContent = text;
    list.append(li);
  }
  const btn = document.createElement('button');
  btn.type = 'button';
  btn.className = 'btn btn-primary handover-ready';
  btn.setAttribute('data-testid', 'handover-ready');
  btn.textContent = T.handoverReady(name);
  btn.addEventListener('click', () => onReady());
  box.append(h, since, list, btn);
  host.append(box);
  btn.focus({ preventScroll: true });
  return box;
}

/** Remove the hand-over screen from `host` (nothing when none is shown). */
export function hideHandover(host) {
  for (const el of host.querySelectorAll(':scope > .handover')) el.remove();
}

/** The hand-over screen of the running match over the empty table, and the main button that
 *  is its tap too: whose turn (S.handover.seat), what happened since (S.since). `ctx`: {S (the
 *  session), T, els ({table, main}), root, seatName(seat)}. Nothing when no hand-over waits. */
export function drawHandover({ S, T, els, root, seatName }) {
  if (!S.handover) return;
  const name = seatName(S.handover.seat);
  const lines = S.since(S.handover.seat).map(({ seat, move }) => T.handoverMove(seatName(seat), move));
  showHandover(els.table, { name, lines, T, onReady: () => S.reveal() });
  root.dataset.phase = 'handover';
  els.main.textContent = T.handoverReady(name);
  els.main.disabled = false;
  els.main.dataset.action = 'handover';
}

/**
 * The start of render() in a game with hidden hands: on the hand-over screen the empty table
 * and the screen (`ctx.renderPlaceholder()`, `ctx.renderHandover()`); else the screen gone,
 * root's data-phase (`phase()`) and data-preview set, and with no view the empty table.
 * Returns true when there is a view to draw. `ctx`: {S, els ({table, loading}), root}.
 */
export function beginRender(ctx, phase) {
  const { S, els, root } = ctx;
  if (S.handover) { ctx.renderPlaceholder(); ctx.renderHandover(); return false; }
  hideHandover(els.table);
  root.dataset.phase = phase();
  root.dataset.preview = S.preview ? 'true' : 'false';
  if (S.ready) els.loading.hidden = true;
  if (!S.view) { ctx.renderPlaceholder(); return false; }
  return true;
}
