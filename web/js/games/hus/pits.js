// The Hus board's DOM, built once per viewer: four rows of eight pits, each a seeds box and a
// count. The viewer's own rows are buttons (the keyboard reaches them), the others a list.

import { NAMES, OWNER } from './geometry.js';

/**
 * Builds the rows into els.rows and fills `pits` (pits[row][col] -> element, the view's
 * numbering). `ctx`: {S (session), T (texts), els ({rows}), pits, st ({builtFor}: set to the
 * seat whose pits are buttons), rowLabel(r) (a row's accessible name)}.
 */
export function buildBoard(ctx) {
  // the player's own rows at the bottom, their outer row's first pit on their left: North
  // (seat 1, online) sees the board turned round; people at one table: the viewer's pits are
  // the buttons, North stays on top
  const { S, T, els, pits, st } = ctx;
  st.builtFor = S.viewer;
  const flip = !!S.online && S.viewer === 1;
  const frag = document.createDocumentFragment();
  for (const r of flip ? [3, 2, 1, 0] : [0, 1, 2, 3]) {
    const row = document.createElement('div');
    row.className = `hus-row hus-row-${r} ${OWNER[r] === S.viewer ? 'row-mine' : 'row-theirs'} ${r === 0 || r === 3 ? 'row-outer' : 'row-inner'}`;
    row.setAttribute('role', OWNER[r] === S.viewer ? 'group' : 'list');
    row.dataset.row = String(r);
    row.setAttribute('aria-label', ctx.rowLabel(r));
    pits[r] = [];
    for (let c = 0; c < 8; c++) {
      const mine = OWNER[r] === S.viewer;
      const el = document.createElement(mine ? 'button' : 'div');
      if (mine) {
        el.type = 'button';
        el.tabIndex = r === (flip ? 0 : 3) && c === 0 ? 0 : -1;
      } else {
        el.setAttribute('role', 'listitem');
      }
      el.className = 'pit';
      el.setAttribute('data-testid', 'pit');
      el.dataset.row = String(r);
      el.dataset.col = String(c);
      el.dataset.owner = String(OWNER[r]);
      el.dataset.name = NAMES[r][c];
      const seeds = document.createElement('span');
      seeds.className = 'seeds';
      seeds.setAttribute('aria-hidden', 'true');
      const count = document.createElement('span');
      count.className = 'count';
      count.setAttribute('aria-hidden', 'true');
      el.append(seeds, count);
      if (flip) row.prepend(el); else row.append(el);
      pits[r].push(el);
    }
    frag.append(row);
    if (r === (flip ? 2 : 1)) {
      const mid = document.createElement('div');
      mid.className = 'hus-mid';
      mid.setAttribute('aria-hidden', 'true');
      frag.append(mid);
    }
  }
  els.rows.replaceChildren(frag);
}
