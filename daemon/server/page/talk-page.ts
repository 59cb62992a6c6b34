/**
 * The push-to-talk page at /talk: hold the button, speak, release; the answer is shown and spoken in the
 * browser as Hearth's TTS audio arrives, sentence by sentence. A page of its own (the chat page is styled
 * separately), same token handling (`#token=...` in the link, kept in localStorage), same strict CSP: one
 * inline script and one style allowed by hash, connections only to this origin.
 *
 * The microphone is captured with getUserMedia, downsampled in the page to 16 kHz mono 16-bit and sent as
 * binary WebSocket messages (daemon/server/talk.ts has the protocol). Browsers grant the microphone only in a
 * secure context: https (server.tls) or http://localhost.
 */
import { createHash } from 'node:crypto';

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; background: #111; color: #eee; text-align: center; }
button { font: inherit; font-size: 20px; padding: 28px 40px; border-radius: 999px; border: 0; background: #2b6; color: #fff; touch-action: none; }
button.on { background: #c33; }
#said, #answer { margin: 16px auto; max-width: 40em; min-height: 1.5em; }
#status { color: #999; }
`;

const SCRIPT = String.raw`
(function () {
  'use strict';
  var TOKEN_KEY = 'hearth.token', RATE = 16000;
  function $(id) { return document.getElementById(id); }
  var btn = $('talk'), statusEl = $('status'), saidEl = $('said'), answerEl = $('answer');
  var m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  var token = m ? decodeURIComponent(m[1]) : null;
  try { if (token) localStorage.setItem(TOKEN_KEY, token); else token = localStorage.getItem(TOKEN_KEY); } catch (e) {}
  if (m) history.replaceState(null, '', location.pathname);
  var ws = null, ctx = null, source = null, proc = null, stream = null, playAt = 0, audioRate = 0, chunksPlayed = 0;
  function connect() {
    var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/talk?token=' + encodeURIComponent(token || '');
    ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    ws.onopen = function () { statusEl.textContent = 'ready'; btn.disabled = false; };
    ws.onclose = function () { statusEl.textContent = 'disconnected'; btn.disabled = true; setTimeout(connect, 2000); };
    ws.onmessage = function (ev) {
      if (typeof ev.data !== 'string') return play(new Int16Array(ev.data));
      var msg = JSON.parse(ev.data);
      if (msg.type === 'transcript') { saidEl.textContent = msg.text; answerEl.textContent = ''; }
      else if (msg.type === 'chunk') answerEl.textContent += (answerEl.textContent ? ' ' : '') + msg.text;
      else if (msg.type === 'audio') audioRate = msg.rate;
      else if (msg.type === 'answer') { answerEl.textContent = msg.text; statusEl.textContent = 'ready'; document.body.dataset.answered = String(Number(document.body.dataset.answered || 0) + 1); }
      else if (msg.type === 'error') statusEl.textContent = 'error: ' + msg.code;
    };
  }
  function play(pcm) {
    if (!ctx || !audioRate || pcm.length === 0) return;
    var buf = ctx.createBuffer(1, pcm.length, audioRate), ch = buf.getChannelData(0);
    for (var i = 0; i < pcm.length; i++) ch[i] = pcm[i] / 32768;
    var node = ctx.createBufferSource();
    node.buffer = buf;
    node.connect(ctx.destination);
    playAt = Math.max(playAt, ctx.currentTime);
    node.start(playAt);
    playAt += buf.duration;
    chunksPlayed += 1;
    document.body.dataset.audioChunks = String(chunksPlayed);
  }
  function downsample(input, fromRate) {
    var ratio = fromRate / RATE, n = Math.floor(input.length / ratio), out = new Int16Array(n);
    for (var i = 0; i < n; i++) {
      var start = Math.floor(i * ratio), end = Math.max(start + 1, Math.floor((i + 1) * ratio)), sum = 0;
      for (var j = start; j < end && j < input.length; j++) sum += input[j];
      var v = Math.max(-1, Math.min(1, sum / (end - start)));
      out[i] = v < 0 ? v * 32768 : v * 32767;
    }
    return out;
  }
  function start() {
    if (!ws || ws.readyState !== 1 || proc) return;
    ctx = ctx || new AudioContext();
    btn.classList.add('on');
    statusEl.textContent = 'listening';
    ws.send(JSON.stringify({ type: 'start' }));
    navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true } }).then(function (s) {
      stream = s;
      source = ctx.createMediaStreamSource(s);
      proc = ctx.createScriptProcessor(4096, 1, 1);
      proc.onaudioprocess = function (e) {
        if (ws.readyState === 1) ws.send(downsample(e.inputBuffer.getChannelData(0), ctx.sampleRate).buffer);
      };
      source.connect(proc);
      proc.connect(ctx.destination);
    }, function () { statusEl.textContent = 'no microphone (the page needs https or localhost)'; stop(); });
  }
  function stop() {
    btn.classList.remove('on');
    if (proc) { proc.disconnect(); source.disconnect(); proc = null; }
    if (stream) { stream.getTracks().forEach(function (t) { t.stop(); }); stream = null; }
    if (ws && ws.readyState === 1) { ws.send(JSON.stringify({ type: 'stop' })); statusEl.textContent = 'thinking'; }
  }
  btn.addEventListener('pointerdown', function (e) { e.preventDefault(); start(); });
  btn.addEventListener('pointerup', stop);
  btn.addEventListener('pointerleave', function () { if (proc) stop(); });
  connect();
})();
`;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export const TALK_PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hearth: push to talk</title><style>${STYLE}</style></head>
<body><p id="status">connecting</p><button id="talk" disabled>Hold to talk</button>
<p id="said"></p><p id="answer" aria-live="polite"></p>
<script>${SCRIPT}</script></body></html>
`;

export const TALK_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(SCRIPT)}`,
  `style-src ${sha256Source(STYLE)}`,
  "connect-src 'self'",
  "media-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
