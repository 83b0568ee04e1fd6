// node --test tests/js/seats.test.mjs: the room named by an invite or a spectator's link
// (web/js/online/seats.js): a room id as the server makes and accepts them (22 to 64 URL-safe
// characters, py/gamut_server/protocol.py), and a link cut short or mangled told apart from
// an address that names no room at all. Run by tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.localStorage = { getItem: () => null, setItem() {}, removeItem() {} };
const seats = await import('../../web/js/online/seats.js');

const ROOM = '7WIQcNHdnXRXsvLu3fZGoA'; // 22 characters: secrets.token_urlsafe(16)

test('a whole room id is read from an invite and a spectator link', () => {
  assert.equal(seats.roomOfHash(`#room=${ROOM}`), ROOM);
  assert.equal(seats.watchOfHash(`#watch=${ROOM}`), ROOM);
  assert.equal(seats.brokenLinkOfHash(`#room=${ROOM}`), false);
  assert.equal(seats.brokenLinkOfHash(`#watch=${ROOM}`), false);
});

test('an id the server refuses (cut short) names no room: the link is broken', () => {
  for (const cut of [ROOM.slice(0, 21), ROOM.slice(0, 16), '', '%%%<script>', `${ROOM}!`]) {
    assert.equal(seats.roomOfHash(`#room=${cut}`), null, cut);
    assert.equal(seats.watchOfHash(`#watch=${cut}`), null, cut);
    assert.equal(seats.brokenLinkOfHash(`#room=${cut}`), true, cut);
    assert.equal(seats.brokenLinkOfHash(`#watch=${cut}`), true, cut);
  }
});

test('an address with no invite is no broken link', () => {
  for (const hash of ['', '#', '#rules', '#roomy=abc']) assert.equal(seats.brokenLinkOfHash(hash), false, hash);
});
