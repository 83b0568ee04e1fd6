// The main button under every table (#main-button): one action at a time, named in
// data-action (tests and CSS read it): retry, wait, play, pass, draw, next, rematch, skip...

/** The state every game starts from: retry after an error, wait while there is no view,
 *  rematch once the match is over; null when the game decides. `S`: the session, `T`: texts
 *  with retry and rematch. */
export function commonMain(S, T) {
  if (S.error) return { text: T.retry, action: 'retry', enabled: true };
  if (!S.view) return { text: '…', action: 'wait', enabled: false };
  // online the room has no new match: the button leads back to the game against the computer
  if (S.view.over) return { text: S.online ? S.online.newMatchLabel : T.rematch, action: 'rematch', enabled: !S.preview };
  return null;
}

/** Draws `button` as {text, action, enabled}; primary (highlighted) when enabled unless told. */
export function setMain(button, { text, action, enabled, primary = enabled }) {
  button.textContent = text;
  button.dataset.action = action;
  button.disabled = !enabled;
  button.classList.toggle('btn-primary', !!primary);
}
