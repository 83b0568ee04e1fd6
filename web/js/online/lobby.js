// What the player sees of an online room: the room dialog (create a room, join one from an
// invite link, the invite link with Copy, the seats filling in, Start for the host, Leave)
// and the bar above the table during the match (the connection, each seat's name, who is
// connected, whose turn it is, the record to download at the end). It only draws: every
// action goes to the callbacks of setup.js.

import { t } from '../core/i18n.js';
import { computerName } from './names.js';

const el = (tag, cls, attrs = {}) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

/** A button of the site's style: `id` names its message and its test id. */
function button(key, testid, cls = 'btn') {
  const b = el('button', cls, { type: 'button', 'data-testid': testid });
  b.dataset.msg = key;
  return b;
}

/**
 * Builds the dialog (appended to `pageEl`) and the bar (in `tableRoot`, under its top bar).
 * `act`: {create({name, seats}), join(name), start(), copy(link), leave(), download(), back(),
 * closed(mode) (the dialog was closed)}.
 * `seatChoices`: the seat counts offered when creating (Hus: [2]); `players()`: the settings'
 * number of players, chosen first when the dialog opens to create a room.
 * Returns {open(mode), close(), draw(model), relabel()} where the model is
 * {mode: 'create'|'join'|'room', status, error, room, link, you, host, started, seats, toMove,
 *  over, record, stats: {won, played}, name, seatsWanted}.
 */
export function createLobby({ pageEl, tableRoot, seatChoices, act, players = null }) {
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

  const roomPart = el('div', 'online-room');
  const inviteLabel = el('label', '', { for: 'online-invite' });
  inviteLabel.dataset.msg = 'online-invite';
  const inviteRow = el('div', 'online-invite-row');
  const invite = el('input', 'online-input', { id: 'online-invite', 'data-testid': 'online-invite', readonly: '', dir: 'ltr' }); // a link reads left to right (RTL cut its first letter)
  const copyBtn = button('online-copy', 'online-copy');
  inviteRow.append(invite, copyBtn);
  const seatList = el('ul', 'online-seats', { 'data-testid': 'online-seats' });
  const hint = el('p', 'help online-hint', { 'data-testid': 'online-hint' });
  const startBtn = button('online-start', 'online-start', 'btn btn-primary');
  const leaveBtn = button('online-leave', 'online-leave');
  const roomActions = el('div', 'dialog-actions');
  roomActions.append(leaveBtn, startBtn);
  roomPart.append(inviteLabel, inviteRow, seatList, hint, roomActions);

  const stats = el('p', 'help online-stats', { 'data-testid': 'online-stats' });
  const actions = el('div', 'dialog-actions');
  actions.append(createBtn, joinBtn);
  form.append(head, status, error, nameField, seatsField, actions, roomPart, stats);
  dlg.append(form);
  pageEl.append(dlg);

  // ---- the bar above the table ----
  const bar = el('div', 'online-bar', { 'data-testid': 'online-bar' });
  const barStatus = el('span', 'online-bar-status', { 'data-testid': 'online-bar-status', role: 'status' });
  const barSeats = el('ul', 'online-bar-seats', { 'data-testid': 'online-bar-seats' });
  const roomBtn = button('online-room', 'online-room-button', 'btn btn-quiet');
  const recordBtn = button('online-record', 'online-record', 'btn btn-quiet');
  const backBtn = button('online-back', 'online-back', 'btn btn-quiet');
  bar.append(barStatus, barSeats, roomBtn, recordBtn, backBtn);
  bar.hidden = true;
  const top = tableRoot.querySelector('.topbar');
  if (top) top.after(bar); else tableRoot.prepend(bar);

  // ---- input ----
  const typedName = () => name.value.trim();
  createBtn.addEventListener('click', () => act.create({ name: typedName(), seats: Number(seatCount.value) }));
  joinBtn.addEventListener('click', () => act.join(typedName()));
  startBtn.addEventListener('click', () => act.start());
  leaveBtn.addEventListener('click', () => { dlg.close(); act.leave(); });
  copyBtn.addEventListener('click', () => act.copy(invite.value));
  invite.addEventListener('focus', () => invite.select());
  roomBtn.addEventListener('click', () => { if (!dlg.open) dlg.showModal(); });
  recordBtn.addEventListener('click', () => act.download());
  backBtn.addEventListener('click', () => act.back());
  dlg.addEventListener('close', () => { if (act.closed) act.closed(model.mode); });

  // ---- drawing ----
  const statusText = (s) => ({
    connecting: t('online-connecting'), reconnecting: t('online-reconnecting'), open: t('online-connected'),
  }[s] || '');

  function seatText(s, i) {
    if (s.kind === 'open') return t('online-seat-open');
    if (s.kind === 'computer') return computerName(model.seats, i);
    return s.name;
  }

  function seatItem(s, i, tag) {
    const li = el(tag, 'online-seat');
    li.dataset.seat = String(i);
    li.dataset.kind = s.kind;
    li.dataset.connected = String(!!s.connected);
    li.setAttribute('data-testid', 'online-seat');
    const dot = el('span', 'online-dot', { 'aria-hidden': 'true' });
    const who = el('span', 'online-seat-name');
    who.textContent = seatText(s, i);
    li.append(dot, who);
    const notes = [];
    if (i === model.you) notes.push(t('online-you'));
    if (s.kind === 'human' && !s.connected) notes.push(t('online-away'));
    if (model.toMove === i) { notes.push(t('online-to-move')); li.dataset.toMove = 'true'; }
    if (notes.length) {
      const n = el('span', 'online-seat-note');
      n.textContent = notes.join(' · ');
      li.append(n);
    }
    return li;
  }

  function draw(m) {
    model = { ...model, ...m };
    const { mode } = model;
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
    nameField.hidden = mode === 'room';
    seatsField.hidden = mode !== 'create' || seatChoices.length < 2;
    createBtn.hidden = mode !== 'create';
    joinBtn.hidden = mode !== 'join';
    createBtn.disabled = model.status === 'connecting';
    joinBtn.disabled = model.status === 'connecting';
    roomPart.hidden = mode !== 'room';
    invite.value = model.link || '';
    seatList.replaceChildren(...(model.seats || []).map((s, i) => seatItem(s, i, 'li')));
    const host = model.you === model.host;
    startBtn.hidden = !host || !!model.started;
    startBtn.disabled = model.status !== 'open';
    // the host: the computer takes the free seats, if there are any left
    const full = (model.seats || []).length > 0 && model.seats.every((s) => s.kind !== 'open');
    const hostHint = full ? t('online-start-full') : t('online-start-early');
    hint.textContent = model.started ? '' : host ? hostHint : t('online-wait-host');
    stats.textContent = t('online-stats', model.stats || { won: 0, played: 0 });

    bar.hidden = mode !== 'room';
    bar.dataset.status = model.status || '';
    pageEl.dataset.online = mode === 'room' ? (model.status || '') : '';
    barStatus.textContent = model.status === 'open' ? '' : statusText(model.status);
    barStatus.hidden = !barStatus.textContent;
    barSeats.replaceChildren(...(model.seats || []).map((s, i) => seatItem(s, i, 'li')));
    recordBtn.hidden = !model.record;
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
      const focus = mode === 'room' ? (startBtn.hidden ? copyBtn : startBtn) : name;
      focus.focus();
    },
    close() { if (dlg.open) dlg.close(); },
    get isOpen() { return dlg.open; },
    draw,
    relabel() { draw({}); },
  };
}
