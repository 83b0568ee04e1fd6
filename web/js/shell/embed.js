// Embedding, shared by the three game pages: the "Embed" dialog (an iframe snippet of this
// page with ?embed=1 and the text link that must stay under it, a Copy button) and the embed
// mode itself (js/embed-mode.js marks html[data-embed="true"] from <head>; css/main.css hides
// the header chrome): the settings button moves next to the game, the settings dialog gets a
// "New match" button and the text link shows under the game.
//
// The page has #btn-embed, #embed (dialog) with #embed-code, #embed-copy, #embed-status,
// #embed-link (<p hidden><a>), #btn-settings, #settings-new and a bar for the settings button
// (and the take-back and hint buttons, js/shell/help-controls.js).

import { t } from '../core/i18n.js';
import { scoped } from './pages.js';

export const EMBED = document.documentElement.dataset.embed === 'true';

/** This page's own address (no query, no hash). */
export const pageURL = () => `${location.origin}${location.pathname}`;

/** The snippet to paste: the iframe and the text link. `titleId`, `linkId`: message ids. */
export function embedSnippet({ titleId, linkId }, url = pageURL()) {
  const esc = (x) => x.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    // a frame sandboxed without allow-same-origin cannot run the games (README "Embed")
    `<!-- sandbox, if any: allow-scripts allow-same-origin (allow-downloads to export saves) -->\n` +
    `<iframe src="${esc(url)}?embed=1" width="960" height="720" style="max-width:100%;border:0" ` +
    `title="${esc(t(titleId))}" loading="lazy" allow="clipboard-write"></iframe>\n` +
    `<p><a href="${esc(url)}">${esc(t(linkId))}</a></p>`
  );
}

/**
 * Wire the dialog and, with ?embed=1, the embed mode.
 *   root             the game's page (js/shell/pages.js): its elements are looked up in it
 *   titleId, linkId  message ids of the iframe's title and of the text link
 *   bar              the element the settings button moves into when embedded
 *   onNewMatch       async () => void: the settings dialog's "New match" (embedded only)
 * Returns {relabel()}: call it after a change of language.
 */
export function setupEmbed({ root, titleId, linkId, bar, onNewMatch }) {
  const $ = scoped(root);
  const ids = { titleId, linkId };
  let copiedTimer = 0;
  $('btn-embed').addEventListener('click', () => {
    $('embed-code').value = embedSnippet(ids);
    $('embed-status').textContent = '';
    $('embed').showModal();
    $('embed-copy').focus();
  });
  $('embed-code').addEventListener('focus', (ev) => ev.target.select());
  $('embed-copy').addEventListener('click', async () => {
    const area = $('embed-code');
    const status = $('embed-status');
    let ok = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(area.value);
        ok = true;
      }
    } catch {
      ok = false;
    }
    clearTimeout(copiedTimer);
    if (ok) {
      status.textContent = t('copied');
      status.dataset.state = 'copied';
    } else {
      // no clipboard access (plain http, a refused permission): select it all for Ctrl+C
      area.focus();
      area.select();
      status.textContent = t('copy-fallback');
      status.dataset.state = 'select';
    }
    copiedTimer = setTimeout(() => { if (status.dataset.state === 'copied') status.textContent = ''; }, 4000);
  });
  $('settings-new').addEventListener('click', async () => {
    $('settings').close();
    await onNewMatch();
  });
  if (EMBED) {
    // inside another site: only a small settings button up top, and the text link under the game
    $('app').dataset.embed = 'true';
    bar.append($('btn-take-back'), $('btn-hint'), $('btn-settings')); // take-back and hint too
    const link = $('embed-link');
    link.querySelector('a').href = pageURL();
    link.hidden = false;
  }
  return {
    relabel() {
      if ($('embed').open) $('embed-code').value = embedSnippet(ids);
    },
  };
}
