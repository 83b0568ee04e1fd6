// The hand-over screen between two people's turns at one device (games with hidden hands):
// it names the person the device goes to, tells what happened since their last turn, and
// waits for their tap. It holds no tile of any hand: the table behind it is drawn empty
// (session.js sets the view to null until the tap).

/**
 * Show the screen in `host` (the table's element; the screen is its last child, replaced on
 * every call).
 *   name        the person the device goes to
 *   lines       what happened since their last turn, as texts ([] for nothing)
 *   T           {handoverTitle(name), handoverSince, handoverNothing, handoverReady(name)}
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
  since.textContent = lines.length ? T.handoverSince : T.handoverNothing;
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
