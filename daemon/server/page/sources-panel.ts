/**
 * The chat page's answer details, kept apart from the chat script (chat-page.ts) so page features can be
 * worked on separately. Loaded as its own inline script (hashed into the CSP like the main one); it exposes
 * `window.HearthSources`:
 *
 * - `render(bubble, msg, token)`: the route in words ("Offline Wikipedia", not `ZIM`) and the sources, one
 *   entry per article or page (passages of the same one merged; a skill answer is not listed as its own
 *   source), each a tap-to-expand <details> showing the passage, readable on a phone without hover.
 *   Offline-Wikipedia sources open in a reader fed by `GET /article` (token in the Authorization header):
 *   their links point at kiwix-serve on the server's loopback, which another device cannot reach.
 * - a "Status" button in the header opening a panel with /status's summary: what is on, what is off, why.
 *
 * Plain ES2017 in a String.raw template: no backticks or dollar-brace inside.
 */

export const SOURCES_STYLE = String.raw`
.route { font-size: 12px; color: var(--muted); }
.srcs { margin-top: 8px; white-space: normal; font-size: 14px; border-top: 1px solid var(--line); padding-top: 6px; }
.srcs > .label { color: var(--muted); font-size: 12px; margin-bottom: 2px; }
details.src { border-radius: 8px; }
details.src + details.src { margin-top: 2px; }
details.src summary { cursor: pointer; padding: 8px 4px; min-height: 44px; display: flex; align-items: center; gap: 8px;
                      list-style: none; }
details.src summary::-webkit-details-marker { display: none; }
details.src summary::before { content: "\25B8"; color: var(--muted); flex: none; }
details.src[open] summary::before { content: "\25BE"; }
details.src .t { flex: 1; overflow-wrap: anywhere; }
details.src .k { flex: none; font-size: 12px; color: var(--muted); }
details.src .p { margin: 0 4px 6px 22px; padding-left: 8px; border-left: 3px solid var(--line); }
details.src .go { margin: 2px 0 8px 22px; display: inline-block; color: var(--accent); background: none; border: 0;
                  padding: 6px 0; font: inherit; cursor: pointer; text-decoration: underline; }
.overlay { position: fixed; inset: 0; background: var(--bg); z-index: 10; display: flex; flex-direction: column; }
.overlay header { position: sticky; top: 0; }
.overlay .body { flex: 1; overflow-y: auto; padding: 16px; max-width: 760px; width: 100%; margin: 0 auto; }
.overlay .body p { margin: 0 0 12px; }
.overlay h2 { font-size: 18px; margin: 0; flex: 1; overflow-wrap: anywhere; }
.sum { list-style: none; padding: 0; margin: 0; }
.sum li { padding: 10px 0; border-bottom: 1px solid var(--line); }
.sum .state { font-size: 12px; font-weight: 650; padding: 1px 8px; border-radius: 999px; margin-right: 8px; }
.sum .on .state { background: #3a9d5d; color: #fff; }
.sum .off .state { background: var(--line); color: var(--ink); }
.sum .d { display: block; color: var(--muted); font-size: 14px; margin-top: 2px; }
.sum .h { display: block; font-size: 14px; margin-top: 2px; }
#statusBtn { padding: 6px 12px; font-size: 14px; }
`;

export const SOURCES_SCRIPT = String.raw`
(function () {
  'use strict';
  var SOURCE_WORDS = { zim: 'Offline Wikipedia', web: 'Web search', page: 'Web page', store: 'Your notes',
                       skill: 'Hearth', instant: 'Instant answer' };
  var ROUTE_WORDS = { personal: 'From your notes', skill: 'Answered by Hearth', zim: 'From offline Wikipedia',
                      web: 'From the web', none: 'No source had the answer' };
  var MAX_PASSAGES = 2;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function token() { try { return (window.HearthPage && window.HearthPage.token()) || localStorage.getItem('hearth.token'); } catch (e) { return null; } }
  function authGet(path) {
    return fetch(path, { headers: { Authorization: 'Bearer ' + (token() || '') }, cache: 'no-store' })
      .then(function (r) { return r.json().then(function (j) { return { status: r.status, body: j }; }); });
  }
  function webHref(url) {
    if (typeof url !== 'string') return null;
    try { var u = new URL(url); return (u.protocol === 'http:' || u.protocol === 'https:') ? u.href : null; }
    catch (e) { return null; }
  }
  function zimLink(url) {
    try { return new URL(url).pathname; } catch (e) { return null; }
  }

  // One entry per article or page; a skill or note that is the answer itself is not a source.
  function group(evidence, answer) {
    var out = [], byKey = {};
    evidence.forEach(function (e) {
      if (!e || typeof e !== 'object') return;
      var text = e.text ? String(e.text) : '';
      if (text && text === answer) return;
      if ((e.source === 'skill' || e.source === 'instant') && !e.url) return;
      var key = (e.url ? String(e.url) : '') + '|' + (e.title ? String(e.title) : (e.url ? '' : text));
      var g = byKey[key];
      if (!g) { g = byKey[key] = { source: String(e.source), title: e.title ? String(e.title) : '', url: e.url, lang: e.lang, texts: [] }; out.push(g); }
      if (text && g.texts.indexOf(text) === -1 && g.texts.length < MAX_PASSAGES) g.texts.push(text);
    });
    return out;
  }

  function render(bubble, msg) {
    var meta = el('div', 'meta');
    var route = el('span', 'route', ROUTE_WORDS[msg.route] || String(msg.route));
    var timings = msg.timingsMs || {};
    route.title = Object.keys(timings).map(function (k) { return k + ': ' + Math.round(timings[k]) + ' ms'; }).join('\n');
    meta.appendChild(route);
    bubble.appendChild(meta);
    var groups = group(Array.isArray(msg.evidence) ? msg.evidence : [], String(msg.text || ''));
    if (groups.length === 0) return;
    var box = el('div', 'srcs');
    box.appendChild(el('div', 'label', groups.length === 1 ? 'Source' : 'Sources'));
    groups.forEach(function (g) {
      var d = el('details', 'src');
      if (g.lang) d.lang = g.lang;
      d.dir = 'auto';
      var s = el('summary');
      s.appendChild(el('span', 't', g.title || (g.texts[0] ? g.texts[0].slice(0, 80) : SOURCE_WORDS[g.source] || g.source)));
      s.appendChild(el('span', 'k', SOURCE_WORDS[g.source] || g.source));
      d.appendChild(s);
      g.texts.forEach(function (t) { d.appendChild(el('p', 'p', t)); });
      var link = g.source === 'zim' ? zimLink(g.url) : null;
      var href = g.source === 'zim' ? null : webHref(g.url);
      if (link) {
        var b = el('button', 'go', 'Read the article');
        b.type = 'button';
        b.addEventListener('click', function () { openArticle(link, g.title); });
        d.appendChild(b);
      } else if (href) {
        var a = el('a', 'go', 'Open the page');
        a.href = href; a.target = '_blank'; a.rel = 'noopener noreferrer';
        d.appendChild(a);
      }
      box.appendChild(d);
    });
    bubble.appendChild(box);
  }

  function overlay(title) {
    var o = el('section', 'overlay');
    o.setAttribute('role', 'dialog');
    var h = el('header');
    h.appendChild(el('h2', null, title));
    var close = el('button', 'secondary', 'Close');
    close.type = 'button';
    close.addEventListener('click', function () { o.remove(); });
    h.appendChild(close);
    var body = el('div', 'body');
    o.appendChild(h); o.appendChild(body);
    document.body.appendChild(o);
    close.focus();
    return body;
  }

  function openArticle(link, title) {
    var body = overlay(title || 'Article');
    body.appendChild(el('p', 'dots', 'Loading'));
    authGet('/article?link=' + encodeURIComponent(link)).then(function (r) {
      body.textContent = '';
      if (r.status !== 200) { body.appendChild(el('p', 'failed', r.status === 401 ? 'The token was refused.' : 'The article cannot be opened now.')); return; }
      (r.body.paragraphs || []).forEach(function (p) { var e = el('p', null, p); e.dir = 'auto'; body.appendChild(e); });
    }, function () { body.textContent = ''; body.appendChild(el('p', 'failed', 'Hearth cannot be reached.')); });
  }

  function openStatus() {
    var body = overlay('Status');
    body.appendChild(el('p', 'dots', 'Loading'));
    authGet('/status').then(function (r) {
      body.textContent = '';
      if (r.status !== 200) { body.appendChild(el('p', 'failed', 'The token was refused.')); return; }
      var list = el('ul', 'sum');
      (r.body.summary || []).forEach(function (l) {
        var li = el('li', l.on ? 'on' : 'off');
        li.appendChild(el('span', 'state', l.on ? 'on' : 'off'));
        li.appendChild(el('strong', null, l.part));
        li.appendChild(el('span', 'd', l.detail));
        if (l.hint && !l.on) li.appendChild(el('span', 'h', l.hint));
        list.appendChild(li);
      });
      body.appendChild(list);
      body.appendChild(el('p', 'd', 'Up ' + Math.round((r.body.uptimeS || 0) / 60) + ' min. "npx hearth doctor" on the server checks everything.'));
    }, function () { body.textContent = ''; body.appendChild(el('p', 'failed', 'Hearth cannot be reached.')); });
  }

  document.addEventListener('DOMContentLoaded', function () {
    var header = document.querySelector('body > header');
    if (!header) return;
    var btn = el('button', 'secondary', 'Status');
    btn.id = 'statusBtn'; btn.type = 'button';
    btn.addEventListener('click', openStatus);
    header.appendChild(btn);
  });

  window.HearthSources = { render: render, group: group, openArticle: openArticle, openStatus: openStatus };
})();
`;
