// One WebSocket to the room server (`/ws` on the page's own origin), kept alive: a heartbeat
// (`ping` every PING_MS; no frame at all for DEAD_MS means the connection is dead and it is
// closed) and reconnection with exponential backoff (BACKOFF_MS doubling up to MAX_BACKOFF_MS,
// with jitter). The owner hears every frame, and each change of status:
// 'connecting' (the first time), 'open', 'reconnecting' (lost; a new attempt is scheduled),
// 'closed' (close() was called: no more attempts).

export const PING_MS = 15_000;
export const DEAD_MS = 40_000;
export const BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 8_000;

/** The socket URL for the page at `loc` (window.location): ws(s)://<origin>/ws. */
export const socketURL = (loc = location) => `${loc.origin.replace(/^http/, 'ws')}/ws`;

/**
 * Opens and keeps a socket. `onOpen()` runs on every (re)connection (send `hello` there),
 * `onFrame(obj)` for every JSON frame, `onStatus(status)` on every change of status.
 * Returns {send(obj) -> bool (false while not open), close(), status, reconnectNow(), drop()}.
 */
export function keepSocket({ url = socketURL(), onOpen, onFrame, onStatus }) {
  let ws = null;
  let status = '';
  let attempts = 0;
  let closed = false;
  let retryTimer = 0;
  let pingTimer = 0;
  let lastFrame = 0;

  function setStatus(s) {
    if (s === status) return;
    status = s;
    onStatus(s);
  }

  function connect() {
    if (closed) return;
    clearTimeout(retryTimer);
    const sock = new WebSocket(url);
    ws = sock;
    sock.addEventListener('open', () => {
      if (sock !== ws) return;
      attempts = 0;
      lastFrame = Date.now();
      setStatus('open');
      heartbeat();
      onOpen();
    });
    sock.addEventListener('message', (ev) => {
      if (sock !== ws) return;
      lastFrame = Date.now();
      let obj;
      try { obj = JSON.parse(ev.data); } catch { return; }
      if (obj && typeof obj === 'object' && typeof obj.type === 'string') onFrame(obj);
    });
    sock.addEventListener('close', () => {
      if (sock !== ws) return;
      lost();
    });
  }

  function lost() {
    clearInterval(pingTimer);
    if (ws) { try { ws.close(); } catch { /* already closed */ } }
    ws = null;
    if (closed) return;
    setStatus('reconnecting');
    const delay = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** attempts) + Math.random() * 250;
    attempts += 1;
    retryTimer = setTimeout(connect, delay);
  }

  function heartbeat() {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      if (Date.now() - lastFrame > DEAD_MS) { lost(); return; }
      ws.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
  }

  setStatus('connecting');
  connect();

  return {
    get status() { return status; },
    send(obj) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(obj));
      return true;
    },
    /** Drop the connection as a network would (tests): the socket reconnects as after a loss. */
    drop() { if (ws) ws.close(); },
    /** Try again at once (a lost connection after the browser says it is online again). */
    reconnectNow() {
      if (closed || status !== 'reconnecting') return;
      attempts = 0;
      connect();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      setStatus('closed');
      const sock = ws;
      ws = null;
      if (sock) { try { sock.close(); } catch { /* already closed */ } }
    },
  };
}
