// Two tabs of the same game: the `storage` event reaches every other tab of the site when
// the save changes. A tab whose match is no longer the saved one (the other tab played on or
// began a new match) takes the saved match (an answer still in flight here is dropped by
// the new `gen`), so a stale tab never overwrites the other's moves. Compared with the save
// as it is now, not with the event's value: crossing writes settle on the last one.

import { t } from './i18n.js';

/** Follow the other tabs of the site for `game`: `session` (its ready, record), `storage`
 *  (js/core/storage.js), `onMatchCounted()` (statistics may have changed), `resume()` (take
 *  the saved match), `flash(text, ms)` (tell the player). */
export function followOtherTabs({ session, game, storage, onMatchCounted, resume, flash }) {
  addEventListener('storage', (ev) => {
    if (ev.key !== storage.KEY && ev.key !== null) return;
    if (onMatchCounted) onMatchCounted(); // the statistics may have changed too
    if (!session.ready) return;
    const saved = storage.loadGame(game);
    if (!saved || JSON.stringify(saved.record) === JSON.stringify(session.record)) return;
    resume().then(() => {
      // said when the player can see it: at once, or when this tab comes back into view
      const tell = () => flash(t('session-other-tab'), 10_000);
      if (document.visibilityState !== 'hidden') tell();
      else {
        const back = () => {
          if (document.visibilityState === 'hidden') return;
          document.removeEventListener('visibilitychange', back);
          tell();
        };
        document.addEventListener('visibilitychange', back);
      }
    }, () => {});
  });
}
