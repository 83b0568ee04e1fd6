// The main button under every table (#main-button): one action at a time, named in
// data-action (tests and CSS read it): retry, wait, play, pass, draw, next, rematch, skip...

/** The state every game starts from: retry after an error, wait while there is no view,
 *  rematch once the match is over (online: Play again in the room, then whom it waits for);
 *  online between rounds, once this seat is ready, whom the room waits for; null when the
 *  game decides. `S`: the session, `T`: texts with retry and rematch. */
export function commonMain(S, T) {
  if (S.error) return { text: T.retry, action: 'retry', enabled: true };
  if (!S.view) return { text: '…', action: 'wait', enabled: false };
  if (S.view.over) return S.online ? S.online.endButton() : { text: T.rematch, action: 'rematch', enabled: !S.preview };
  if (S.online && S.view.round_over) return S.online.roundButton();
  return null;
}

/** Draws `button` as {text, action, enabled}; primary (highlighted) when enabled unless told. */
export function setMain(button, { text, action, enabled, primary = enabled }) {
  button.textContent = text;
  button.dataset.action = action;
  button.disabled = !enabled;
  button.classList.toggle('btn-primary', !!primary);
}
