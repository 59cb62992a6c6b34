/**
 * The chat page served at `/`: one self-contained HTML document (inline CSS and JS, no fonts, no CDNs).
 * It is a TypeScript string module so it ships with the compiled daemon without a copy step.
 *
 * The Content-Security-Policy allows exactly this page's inline script and style by their SHA-256 hashes,
 * so no other script can run on the page even if text slipped into the DOM (all text is set with
 * textContent anyway). Protocol: docs/protocol.md. Token handling: the page takes `#token=...` from the
 * fragment (never sent to the server), keeps it in localStorage and clears the fragment from the address bar.
 *
 * The JS below is plain ES2017 in a String.raw template: do not use backticks or dollar-brace inside it.
 */
import { createHash } from 'node:crypto';
import { SOURCES_SCRIPT, SOURCES_STYLE } from './sources-panel.js';
import { PANEL_BODY, PANEL_SCRIPT, PANEL_STYLE } from './skills-panel.js';

const STYLE = String.raw`
:root {
  --bg: #f6f5f2; --panel: #ffffff; --ink: #1e1f22; --muted: #6b6f76; --line: #e2e0da;
  --me: #2f5d8a; --me-ink: #ffffff; --accent: #c2571a; --bad: #a32727;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #17181b; --panel: #222429; --ink: #e7e7ea; --muted: #9a9ea6; --line: #34373d;
          --me: #3b6a98; --me-ink: #ffffff; --accent: #e58a4e; --bad: #ff8080; }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; background: var(--bg); color: var(--ink);
       font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; border-bottom: 1px solid var(--line);
         background: var(--panel); }
header h1 { font-size: 18px; margin: 0; font-weight: 650; letter-spacing: .2px; }
header h1::before { content: ""; display: inline-block; width: 10px; height: 10px; margin-right: 8px;
                    border-radius: 50% 50% 50% 0; background: var(--accent); transform: rotate(-45deg); }
.status { margin-left: auto; font-size: 13px; color: var(--muted); display: flex; align-items: center; gap: 6px; }
.status::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: var(--muted); }
.status.online::before { background: #3a9d5d; }
.status.offline::before { background: var(--bad); }
main { flex: 1; overflow-y: auto; padding: 16px; }
.log { max-width: 760px; margin: 0 auto; display: flex; flex-direction: column; gap: 12px; }
.empty { color: var(--muted); text-align: center; margin-top: 12vh; }
.msg { max-width: 85%; padding: 10px 14px; border-radius: 14px; white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.me { align-self: flex-end; background: var(--me); color: var(--me-ink); border-bottom-right-radius: 4px; }
.msg.bot { align-self: flex-start; background: var(--panel); border: 1px solid var(--line);
           border-bottom-left-radius: 4px; }
.msg.note { align-self: center; background: transparent; color: var(--muted); font-size: 14px; padding: 2px 8px; }
.msg.announce { align-self: center; background: var(--panel); border: 1px solid var(--accent); }
.msg .meta { display: flex; align-items: center; gap: 8px; margin-top: 6px; white-space: normal; }
.badge { font-size: 11px; text-transform: uppercase; letter-spacing: .6px; padding: 1px 7px; border-radius: 999px;
         border: 1px solid var(--line); color: var(--muted); cursor: default; }
.stopped, .failed { font-size: 13px; color: var(--muted); font-style: italic; }
.failed { color: var(--bad); }
details.sources { margin-top: 8px; white-space: normal; font-size: 14px; }
details.sources summary { cursor: pointer; color: var(--muted); }
details.sources ol { margin: 6px 0 0; padding-left: 22px; }
details.sources li { margin: 3px 0; }
details.sources a { color: var(--accent); }
.kind { font-size: 11px; color: var(--muted); margin-left: 6px; }
.dots::after { content: "\2026"; display: inline-block; animation: blink 1.2s infinite; color: var(--muted); }
@keyframes blink { 50% { opacity: .25; } }
form.ask { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid var(--line); background: var(--panel); }
form.ask .row { max-width: 760px; width: 100%; margin: 0 auto; display: flex; gap: 8px; align-items: flex-end; }
textarea { flex: 1; resize: none; font: inherit; padding: 9px 12px; border-radius: 10px; border: 1px solid var(--line);
           background: var(--bg); color: var(--ink); max-height: 40vh; }
textarea:focus, input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
button { font: inherit; padding: 9px 16px; border-radius: 10px; border: 0; background: var(--accent); color: #fff;
         cursor: pointer; }
button.secondary { background: transparent; color: var(--ink); border: 1px solid var(--line); }
button:disabled { opacity: .5; cursor: default; }
.token { max-width: 520px; margin: 10vh auto 0; background: var(--panel); border: 1px solid var(--line);
         border-radius: 14px; padding: 20px; }
.token h2 { margin: 0 0 6px; font-size: 18px; }
.token p { margin: 0 0 12px; color: var(--muted); }
.token .row { display: flex; gap: 8px; }
.token input { flex: 1; font: inherit; padding: 8px 10px; border-radius: 8px; border: 1px solid var(--line);
               background: var(--bg); color: var(--ink); }
.token .why { color: var(--bad); min-height: 1.5em; margin: 8px 0 0; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 90%;
       background: var(--bg); padding: 1px 5px; border-radius: 5px; }
`;

const SCRIPT = String.raw`
(function () {
  'use strict';
  var TOKEN_KEY = 'hearth.token';
  var RETRY_FIRST_MS = 1000, RETRY_MAX_MS = 30000;
  function $(id) { return document.getElementById(id); }
  var logEl = $('log'), scroller = $('scroller'), statusEl = $('status');
  var tokenPanel = $('tokenPanel'), tokenForm = $('tokenForm'), tokenInput = $('tokenInput'), tokenWhy = $('tokenWhy');
  var askForm = $('askForm'), askInput = $('askInput'), stopBtn = $('stopBtn');
  var ws = null, everOpened = false, retryMs = RETRY_FIRST_MS, seq = 0, current = null;
  var turns = {}; // id -> { bubble, textEl, gotChunk }
  var memoryToken = null;

  function saveToken(t) { memoryToken = t; try { localStorage.setItem(TOKEN_KEY, t); } catch (e) { /* private mode */ } }
  function loadToken() {
    var m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
    if (m) {
      saveToken(decodeURIComponent(m[1]));
      history.replaceState(null, '', location.pathname + location.search);
    }
    if (memoryToken) return memoryToken;
    try { return localStorage.getItem(TOKEN_KEY); } catch (e) { return null; }
  }

  function setStatus(kind, text) { statusEl.className = 'status ' + kind; statusEl.textContent = text; }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function scrollDown() { scroller.scrollTop = scroller.scrollHeight; }
  function add(node) {
    var empty = logEl.querySelector('.empty');
    if (empty) empty.remove();
    logEl.appendChild(node); scrollDown(); return node;
  }
  function note(text, cls) { var n = el('div', 'msg ' + (cls || 'note'), text); n.dir = 'auto'; return add(n); }

  function showTokenPanel(why) {
    tokenPanel.hidden = false; askForm.hidden = true; scroller.hidden = true;
    tokenWhy.textContent = why || '';
    tokenInput.focus();
  }
  function hideTokenPanel() { tokenPanel.hidden = true; askForm.hidden = false; scroller.hidden = false; askInput.focus(); }

  function connect() {
    var token = loadToken();
    if (!token) { setStatus('offline', 'no token'); showTokenPanel(''); return; }
    setStatus('', 'connecting\u2026');
    var proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    var sock = new WebSocket(proto + '//' + location.host + '/ws?token=' + encodeURIComponent(token));
    var opened = false;
    ws = sock;
    sock.onopen = function () {
      opened = true; everOpened = true; retryMs = RETRY_FIRST_MS;
      setStatus('online', 'connected'); hideTokenPanel();
      window.dispatchEvent(new CustomEvent('hearth:open'));
    };
    sock.onmessage = function (ev) {
      var msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg && typeof msg.type === 'string') handle(msg);
    };
    sock.onclose = function () {
      if (ws !== sock) return;
      ws = null;
      Object.keys(turns).forEach(function (id) { finish(id, 'failed', 'Connection lost.'); });
      if (!opened && !everOpened) {
        // Refused at the handshake: browsers hide the status, but a wrong token is the usual cause.
        setStatus('offline', 'not connected');
        showTokenPanel('Could not connect. Check the token, and that Hearth is running.');
        return;
      }
      setStatus('offline', 'reconnecting\u2026');
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
  }

  function handle(msg) {
    window.dispatchEvent(new CustomEvent('hearth:frame', { detail: msg }));
    var t = msg.id !== undefined ? turns[msg.id] : undefined;
    switch (msg.type) {
      case 'hello':
        if (typeof msg.maxTextChars === 'number') askInput.maxLength = msg.maxTextChars;
        break;
      case 'chunk':
        if (!t) return;
        if (!t.gotChunk) { t.gotChunk = true; t.textEl.className = 'text'; t.textEl.textContent = ''; }
        t.textEl.textContent += (t.textEl.textContent ? ' ' : '') + msg.text;
        scrollDown();
        break;
      case 'answer':
        if (!t) return;
        t.textEl.className = 'text';
        t.textEl.textContent = msg.text;
        renderMeta(t.bubble, msg);
        finish(msg.id);
        break;
      case 'cancelled':
        if (t) finish(msg.id, 'stopped', 'Stopped.');
        break;
      case 'error':
        if (t) finish(msg.id, 'failed', msg.message || 'Something went wrong.');
        else note(msg.message || 'Something went wrong.');
        break;
      case 'announce':
        note(String(msg.text), 'announce');
        break;
    }
  }

  function finish(id, cls, text) {
    var t = turns[id];
    if (!t) return;
    delete turns[id];
    if (cls) {
      if (!t.gotChunk) t.textEl.remove();
      t.bubble.appendChild(el('div', cls, text));
    }
    if (current === id) { current = null; stopBtn.hidden = true; }
    scrollDown();
  }

  // Route in words and tap-to-expand sources: sources-panel.ts.
  function renderMeta(bubble, msg) { if (window.HearthSources) window.HearthSources.render(bubble, msg); }

  function ask() {
    var text = askInput.value.trim();
    if (!text) return;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      // The question stays in the box; the page reconnects by itself (backoff up to 30 s).
      note(everOpened ? 'Reconnecting to Hearth\u2026 ask again in a moment.' : 'Connecting to Hearth\u2026 ask again in a moment.');
      return;
    }
    var id = 'q' + (++seq) + '-' + Date.now().toString(36);
    var mine = el('div', 'msg me', text); mine.dir = 'auto'; add(mine);
    var bubble = el('div', 'msg bot'); bubble.dir = 'auto';
    var textEl = el('span', 'dots');
    bubble.appendChild(textEl); add(bubble);
    turns[id] = { bubble: bubble, textEl: textEl, gotChunk: false };
    current = id; stopBtn.hidden = false;
    ws.send(JSON.stringify({ type: 'ask', id: id, text: text }));
    askInput.value = ''; grow();
  }

  function stop() {
    if (current && ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'cancel', id: current }));
  }

  function grow() { askInput.style.height = 'auto'; askInput.style.height = askInput.scrollHeight + 'px'; }

  askForm.addEventListener('submit', function (e) { e.preventDefault(); ask(); });
  askInput.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); ask(); }
    else if (e.key === 'Escape') stop();
  });
  askInput.addEventListener('input', grow);
  // Other parts of the page (the lists panel) send frames through here.
  window.addEventListener('hearth:send', function (e) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(e.detail));
  });
  stopBtn.addEventListener('click', stop);
  tokenForm.addEventListener('submit', function (e) {
    e.preventDefault();
    var t = tokenInput.value.trim();
    if (!t) return;
    saveToken(t); tokenInput.value = ''; tokenWhy.textContent = '';
    if (ws) { var old = ws; ws = null; old.close(); }
    connect();
  });
  // Opening the printed link in a tab that already shows the page only changes the fragment: no reload.
  window.addEventListener('hashchange', function () {
    if (!/(?:^#|&)token=/.test(location.hash)) return;
    if (ws) { var old = ws; ws = null; old.close(); }
    connect();
  });
  window.HearthPage = { token: loadToken };
  connect();
})();
`;

const BODY = String.raw`
<header><h1>Hearth</h1><span id="status" class="status" role="status">connecting&hellip;</span></header>
<main id="scroller"><div id="log" class="log" aria-live="polite"><p class="empty">Ask anything. Answers stream in as they are found.</p></div></main>
<section id="tokenPanel" class="token" hidden>
  <form id="tokenForm">
    <h2>Access token</h2>
    <p>Run <code>npx hearth token</code> on the Hearth machine and paste the token here, or open the link it prints.</p>
    <div class="row">
      <input id="tokenInput" type="password" autocomplete="off" spellcheck="false" aria-label="Access token">
      <button type="submit">Connect</button>
    </div>
    <p id="tokenWhy" class="why" role="alert"></p>
  </form>
</section>
<form id="askForm" class="ask">
  <div class="row">
    <textarea id="askInput" rows="1" maxlength="2000" placeholder="Ask a question&hellip;" dir="auto" aria-label="Question"></textarea>
    <button id="sendBtn" type="submit">Send</button>
    <button id="stopBtn" class="secondary" type="button" hidden>Stop</button>
  </div>
</form>
`;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The page's HTML, built once. */
export const CHAT_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Hearth</title>
<style>${STYLE}</style>
<style>${SOURCES_STYLE}</style>
<style>${PANEL_STYLE}</style>
</head>
<body>${BODY}${PANEL_BODY}<script>${SOURCES_SCRIPT}</script><script>${SCRIPT}</script><script>${PANEL_SCRIPT}</script>
</body>
</html>
`;

/**
 * The Content-Security-Policy for the page: only its own hashed inline script and style, WebSocket and
 * fetches to its own origin ('self' covers ws:/wss: to the same host in current browsers), nothing framed.
 */
export const CHAT_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(SCRIPT)} ${sha256Source(SOURCES_SCRIPT)} ${sha256Source(PANEL_SCRIPT)}`,
  `style-src ${sha256Source(STYLE)} ${sha256Source(SOURCES_STYLE)} ${sha256Source(PANEL_STYLE)}`,
  "connect-src 'self'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
