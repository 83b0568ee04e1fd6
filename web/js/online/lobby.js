// What the player sees of an online room: the room dialog (create a room; an invite's room
// read before joining: game, rules, host and seats, then Join, or Watch when the match runs
// with no free seat; the invite link with Copy, the seats filling in, Start for the host,
// Leave; after a match the host's rules for the next one) and the bar above the table during
// the match (the connection, each seat's name with who is connected, to move, ready for the
// next round, asking for another match, played by the computer; a button to let the computer
// play for a friend gone on their turn; the room's tally; how many watch; the record at the
// end). It only draws: every action goes to the callbacks of setup.js.

import { t } from '../core/i18n.js';

const el = (tag, cls, attrs = {}) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

/** A button of the site's style: `key` names its message, `testid` its test id. */
function button(key, testid, cls = 'btn') {
  const b = el('button', cls, { type: 'button', 'data-testid': testid });
  b.dataset.msg = key;
  return b;
}

/**
 * Builds the dialog (appended to `pageEl`) and the bar (in `tableRoot`, under its top bar).
 * `act`: {create({name, seats}), join(name), watch(), start(), copy(link), leave(), download(),
 * back(), cover(seat), again(options) (the host's Play again with new rules), closed(mode)
 * (the dialog was closed)}.
 * `seatChoices`: the seat counts offered when creating (Hus: [2]); `players()`: the settings'
 * number of players, chosen first when the dialog opens to create a room. `rules`: the game's
 * room rules ({describe(options) -> text, fields: [{name, label(), choices(options) ->
 * [[value, text]], get(options), set(options, value) -> options}]}).
 * Returns {open(mode), close(), draw(model), relabel(), isOpen}; the model is
 * {mode: 'create'|'join'|'room', status, error, room, link, you (null: watching), host,
 *  started, over, seats: [{kind, name, connected, rematch, ready, covered, text, notes,
 *  coverable}], toMove, record, stats: {won, played}, name, seatsWanted, info ({game, rules,
 *  host} of a room read before joining), canJoin, canWatch, tally (text), watching (count),
 *  twice (this seat is open in another tab), options (the room's)}.
 */
export function createLobby({ pageEl, tableRoot, seatChoices, act, players = null, rules = null }) {
  let model = { mode: 'create', status: '', seats: [] };

  // ---- the dialog ----
  const dlg = el('dialog', 'dialog online-dialog', { 'data-testid': 'online-dialog', 'aria-labelledby': 'online-title' });
  const form = el('form', 'online-form', { method: 'dialog' });
  const head = el('header', 'dialog-head');
  const title = el('h2', '', { id: 'online-title' });
  title.dataset.msg = 'online-open';
  const close = el('button', 'btn btn-quiet btn-close', { type: 'submit', value: 'close', 'data-testid': 'online-close' });
  const closeX = el('span', '', { 'aria-hidden': 'true' });
  closeX.textContent = '✕';
  const closeText = el('span', 'visually-hidden');
  closeText.dataset.msg = 'close';
  close.append(closeX, closeText);
  head.append(title, close);

  const status = el('p', 'online-status', { 'data-testid': 'online-status', role: 'status' });
  const error = el('p', 'online-error', { 'data-testid': 'online-error', role: 'alert' });

  // the room an invite names, read before joining: game, rules, host, seats
  const info = el('dl', 'online-info', { 'data-testid': 'online-info' });
  const infoRow = (key, testid) => {
    const dt = el('dt');
    dt.dataset.msg = key;
    const dd = el('dd', '', { 'data-testid': testid });
    info.append(dt, dd);
    return dd;
  };
  const infoGame = infoRow('online-info-game', 'online-info-game');
  const infoRules = infoRow('online-info-rules', 'online-info-rules');
  const infoHost = infoRow('online-info-host', 'online-info-host');
  const infoSeats = infoRow('online-info-seats', 'online-info-seats');
  const infoNote = el('p', 'help online-info-note', { 'data-testid': 'online-info-note' });

  const nameField = el('div', 'field');
  const nameLabel = el('label', '', { for: 'online-name' });
  nameLabel.dataset.msg = 'online-name';
  const name = el('input', 'online-input', { id: 'online-name', 'data-testid': 'online-name', maxlength: '40', autocomplete: 'nickname' });
  nameField.append(nameLabel, name);

  const seatsField = el('div', 'field');
  const seatsLabel = el('label', '', { for: 'online-seat-count' });
  seatsLabel.dataset.msg = 'players-label';
  const seatCount = el('select', '', { id: 'online-seat-count', 'data-testid': 'online-seat-count' });
  seatsField.append(seatsLabel, seatCount);
  seatsField.hidden = seatChoices.length < 2;

  const createBtn = button('online-create', 'online-create', 'btn btn-primary');
  const joinBtn = button('online-join', 'online-join', 'btn btn-primary');
  const watchBtn = button('online-watch', 'online-watch', 'btn');

  const roomPart = el('div', 'online-room');
  const inviteLabel = el('label', '', { for: 'online-invite' });
  inviteLabel.dataset.msg = 'online-invite';
  const inviteRow = el('div', 'online-invite-row');
  const invite = el('input', 'online-input', { id: 'online-invite', 'data-testid': 'online-invite', readonly: '', dir: 'ltr' }); // a link reads left to right (RTL cut its first letter)
  const copyBtn = button('online-copy', 'online-copy');
  inviteRow.append(invite, copyBtn);
  const seatList = el('ul', 'online-seats', { 'data-testid': 'online-seats' });
  const hint = el('p', 'help online-hint', { 'data-testid': 'online-hint' });
  const roomRules = el('p', 'help online-rules', { 'data-testid': 'online-rules' });
  // the host, between matches: the rules of the next one
  const next = el('fieldset', 'online-next', { 'data-testid': 'online-next' });
  const nextLegend = el('legend');
  nextLegend.dataset.msg = 'online-next-rules';
  const nextFields = el('div', 'online-next-fields');
  const againBtn = button('online-again-with', 'online-again-with', 'btn btn-primary');
  next.append(nextLegend, nextFields, againBtn);
  const startBtn = button('online-start', 'online-start', 'btn btn-primary');
  const leaveBtn = button('online-leave', 'online-leave');
  const roomActions = el('div', 'dialog-actions');
  roomActions.append(leaveBtn, startBtn);
  roomPart.append(inviteLabel, inviteRow, roomRules, seatList, hint, next, roomActions);

  const stats = el('p', 'help online-stats', { 'data-testid': 'online-stats' });
  const actions = el('div', 'dialog-actions');
  actions.append(watchBtn, createBtn, joinBtn);
  form.append(head, status, error, info, infoNote, nameField, seatsField, actions, roomPart, stats);
  dlg.append(form);
  pageEl.append(dlg);

  // ---- the bar above the table ----
  const bar = el('div', 'online-bar', { 'data-testid': 'online-bar' });
  const barStatus = el('span', 'online-bar-status', { 'data-testid': 'online-bar-status', role: 'status' });
  const barSeats = el('ul', 'online-bar-seats', { 'data-testid': 'online-bar-seats' });
  const barFacts = el('div', 'online-bar-facts');
  const barTally = el('span', 'online-bar-tally', { 'data-testid': 'online-tally' });
  const barWatching = el('span', 'online-bar-watching', { 'data-testid': 'online-watching' });
  barFacts.append(barTally, barWatching);
  const barTwice = el('span', 'online-bar-twice', { 'data-testid': 'online-twice', role: 'status' });
  const barButtons = el('div', 'online-bar-buttons');
  const roomBtn = button('online-room', 'online-room-button', 'btn btn-quiet');
  const recordBtn = button('online-record', 'online-record', 'btn btn-quiet');
  const backBtn = button('online-leave', 'online-back', 'btn btn-quiet'); // leave (asks first in a match)
  barButtons.append(roomBtn, recordBtn, backBtn);
  bar.append(barStatus, barTwice, barSeats, barFacts, barButtons);
  bar.hidden = true;
  const top = tableRoot.querySelector('.topbar');
  if (top) top.after(bar); else tableRoot.prepend(bar);

  // ---- input ----
  const typedName = () => name.value.trim();
  createBtn.addEventListener('click', () => act.create({ name: typedName(), seats: Number(seatCount.value) }));
  joinBtn.addEventListener('click', () => act.join(typedName()));
  watchBtn.addEventListener('click', () => act.watch());
  startBtn.addEventListener('click', () => act.start());
  leaveBtn.addEventListener('click', () => act.leave());
  copyBtn.addEventListener('click', () => act.copy(invite.value));
  invite.addEventListener('focus', () => invite.select());
  roomBtn.addEventListener('click', () => { if (!dlg.open) dlg.showModal(); });
  recordBtn.addEventListener('click', () => act.download());
  backBtn.addEventListener('click', () => act.back());
  againBtn.addEventListener('click', () => act.again(nextOptions()));
  barSeats.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid=online-cover]');
    if (b) act.cover(Number(b.dataset.seat));
  });
  dlg.addEventListener('close', () => { if (act.closed) act.closed(model.mode); });

  // ---- drawing ----
  const statusText = (s) => ({
    connecting: t('online-connecting'), reconnecting: t('online-reconnecting'), open: t('online-connected'),
  }[s] || '');

  function seatItem(s, i, inBar) {
    const li = el('li', 'online-seat');
    li.dataset.seat = String(i);
    li.dataset.kind = s.kind;
    li.dataset.connected = String(!!s.connected);
    li.dataset.ready = String(!!s.ready);
    li.dataset.rematch = String(!!s.rematch);
    li.dataset.covered = String(!!s.covered);
    li.setAttribute('data-testid', 'online-seat');
    const dot = el('span', 'online-dot', { 'aria-hidden': 'true' });
    const who = el('span', 'online-seat-name');
    who.textContent = s.text;
    li.append(dot, who);
    if (model.toMove === i) li.dataset.toMove = 'true';
    if (s.notes.length) {
      const n = el('span', 'online-seat-note');
      n.textContent = s.notes.join(' · ');
      li.append(n);
    }
    if (inBar && s.coverable) {
      const b = el('button', 'btn btn-quiet online-cover', { type: 'button', 'data-testid': 'online-cover' });
      b.dataset.seat = String(i);
      b.textContent = t('online-cover');
      b.setAttribute('aria-label', t('online-cover-label', { name: s.text }));
      li.append(b);
    }
    return li;
  }

  /** The host's choices for the next match, from the room's options. */
  function drawNext() {
    const fields = rules ? rules.fields : [];
    const opts = model.options || {};
    const keep = nextFields.dataset.for === JSON.stringify([opts, document.documentElement.lang]);
    if (keep) return;
    nextFields.dataset.for = JSON.stringify([opts, document.documentElement.lang]);
    nextFields.replaceChildren(...fields.map((f) => {
      const wrap = el('div', 'field');
      const id = `online-next-${f.name}`;
      const label = el('label', '', { for: id });
      label.textContent = f.label();
      const sel = el('select', '', { id, 'data-testid': id, name: f.name });
      for (const [value, text] of f.choices(opts)) {
        const o = el('option');
        o.value = String(value);
        o.textContent = text;
        sel.append(o);
      }
      sel.value = String(f.get(opts));
      wrap.append(label, sel);
      return wrap;
    }));
  }

  function nextOptions() {
    let opts = { ...(model.options || {}) };
    for (const f of rules ? rules.fields : []) {
      const sel = nextFields.querySelector(`select[name="${f.name}"]`);
      if (sel) opts = f.set(opts, sel.value);
    }
    return opts;
  }

  function draw(m) {
    model = { ...model, ...m };
    const { mode } = model;
    const seats = model.seats || [];
    if (document.activeElement !== name && model.name != null && !name.value) name.value = model.name;
    if (seatCount.options.length !== seatChoices.length || seatCount.dataset.lang !== document.documentElement.lang) {
      const keep = seatCount.value || String(model.seatsWanted || seatChoices[0]);
      seatCount.replaceChildren(...seatChoices.map((n) => {
        const o = el('option');
        o.value = String(n);
        o.textContent = t('players-option', { n });
        return o;
      }));
      seatCount.value = keep;
      seatCount.dataset.lang = document.documentElement.lang;
    }
    dlg.dataset.mode = mode;
    status.textContent = statusText(model.status);
    status.hidden = !status.textContent;
    error.textContent = model.error || '';
    error.hidden = !model.error;

    // an invite's room, read before joining
    const known = mode === 'join' && !!model.info;
    info.hidden = !known;
    infoNote.hidden = !known || model.canJoin;
    if (known) {
      infoGame.textContent = model.info.game;
      infoRules.textContent = model.info.rules;
      infoHost.textContent = model.info.host;
      infoSeats.textContent = seats.map((s) => s.text).join(' · '); // a neutral separator in every script
      infoNote.textContent = t('online-room-started');
    }
    nameField.hidden = mode === 'room' || (known && !model.canJoin);
    seatsField.hidden = mode !== 'create' || seatChoices.length < 2;
    createBtn.hidden = mode !== 'create';
    joinBtn.hidden = mode !== 'join' || (known && !model.canJoin);
    watchBtn.hidden = mode !== 'join' || !known || !model.canWatch;
    if (!watchBtn.hidden && !model.canJoin) watchBtn.classList.add('btn-primary'); else watchBtn.classList.remove('btn-primary');
    createBtn.disabled = model.status === 'connecting';
    joinBtn.disabled = model.status === 'connecting' || (mode === 'join' && !known);

    roomPart.hidden = mode !== 'room';
    invite.value = model.link || '';
    roomRules.textContent = model.info ? `${model.info.game} · ${model.info.rules}` : '';
    seatList.replaceChildren(...seats.map((s, i) => seatItem(s, i, false)));
    const host = model.you != null && model.you === model.host;
    startBtn.hidden = !host || !!model.started;
    startBtn.disabled = model.status !== 'open';
    // the host: the computer takes the free seats, if there are any left
    const full = seats.length > 0 && seats.every((s) => s.kind !== 'open');
    const hostHint = full ? t('online-start-full') : t('online-start-early');
    hint.textContent = model.you == null ? t('online-watching') : model.started ? '' : host ? hostHint : t('online-wait-host');
    hint.hidden = !hint.textContent;
    next.hidden = !(host && model.over && rules && rules.fields.length);
    if (!next.hidden) drawNext();
    leaveBtn.dataset.msg = model.you == null ? 'online-stop-watching' : 'online-leave';
    stats.textContent = t('online-stats', model.stats || { won: 0, played: 0 });

    const inRoom = mode === 'room';
    bar.hidden = !inRoom;
    bar.dataset.status = model.status || '';
    bar.dataset.watching = String(inRoom && model.you == null);
    pageEl.dataset.online = inRoom ? (model.status || '') : '';
    barStatus.textContent = model.status === 'open' ? (model.you == null && inRoom ? t('online-watching') : '') : statusText(model.status);
    barStatus.hidden = !barStatus.textContent;
    barTwice.textContent = model.twice ? t('online-twice') : '';
    barTwice.hidden = !model.twice;
    barSeats.replaceChildren(...seats.map((s, i) => seatItem(s, i, true)));
    barTally.textContent = model.tally ? t('online-tally', { tally: model.tally }) : '';
    barTally.hidden = !model.tally;
    const n = model.watching || 0;
    barWatching.textContent = n ? t('online-spectators', { n }) : '';
    barWatching.hidden = !n;
    barFacts.hidden = barTally.hidden && barWatching.hidden;
    recordBtn.hidden = !model.record;
    backBtn.dataset.msg = model.you == null ? 'online-stop-watching' : 'online-leave';
    for (const b of dlg.querySelectorAll('[data-msg]')) b.textContent = t(b.dataset.msg);
    for (const b of bar.querySelectorAll('button[data-msg]')) b.textContent = t(b.dataset.msg);
  }

  return {
    open(mode) {
      draw({ mode, error: '' });
      // a new room starts from the number of players chosen in the settings
      const wanted = players ? String(players()) : '';
      if (mode === 'create' && [...seatCount.options].some((o) => o.value === wanted)) seatCount.value = wanted;
      if (!dlg.open) dlg.showModal();
      const focus = mode === 'room' ? (startBtn.hidden ? copyBtn : startBtn) : !name.closest('[hidden]') ? name : watchBtn;
      focus.focus();
    },
    close() { if (dlg.open) dlg.close(); },
    get isOpen() { return dlg.open; },
    draw,
    relabel() { nextFields.dataset.for = ''; draw({}); },
  };
}
