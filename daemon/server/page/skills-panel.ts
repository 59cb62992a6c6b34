/**
 * The chat page's lists panel and alarm banner, kept apart from chat-page.ts so the page's chat part can be
 * restyled on its own. It talks to the page only through three window events the chat script fires and
 * listens for: 'hearth:open' (connected), 'hearth:frame' (every server frame, detail = the frame) and
 * 'hearth:send' (detail = a frame to send). Frames: docs/protocol.md (lists, listAdd, listRemove, alarm,
 * announce with ring, ringStop).
 *
 * Ringing: an announce frame with ring: true shows the banner and beeps (Web Audio, generated, no file)
 * until a ringStop for it arrives, or Stop / Snooze is pressed (which tell the daemon, so the voice loop and
 * every other page stop too). All text goes in with textContent. Plain ES2017, no backticks or dollar-brace.
 */

export const PANEL_STYLE = String.raw`
.lists-toggle { position: fixed; right: 14px; top: 56px; z-index: 5; font-size: 14px; padding: 6px 12px; }
aside.lists { position: fixed; right: 0; top: 0; bottom: 0; width: min(360px, 100vw); z-index: 6; overflow-y: auto;
              background: var(--panel); border-left: 1px solid var(--line); padding: 14px 16px 24px; box-shadow: -4px 0 18px rgba(0,0,0,.12); }
aside.lists h2 { font-size: 17px; margin: 0 0 10px; display: flex; align-items: center; }
aside.lists h2 button { margin-left: auto; }
aside.lists section { margin: 0 0 18px; }
aside.lists h3 { font-size: 15px; margin: 0 0 6px; }
aside.lists ul { list-style: none; margin: 0 0 6px; padding: 0; }
aside.lists li { display: flex; align-items: center; gap: 8px; padding: 4px 0; border-bottom: 1px solid var(--line); }
aside.lists li span { flex: 1; overflow-wrap: anywhere; }
aside.lists li button { padding: 2px 9px; }
aside.lists form { display: flex; gap: 6px; }
aside.lists input { flex: 1; min-width: 0; font: inherit; padding: 6px 9px; border-radius: 8px; border: 1px solid var(--line);
                    background: var(--bg); color: var(--ink); }
aside.lists .none { color: var(--muted); font-size: 14px; margin: 0 0 6px; }
.ring { position: fixed; left: 50%; top: 12px; transform: translateX(-50%); z-index: 7; display: flex; align-items: center; gap: 10px;
        background: var(--panel); border: 2px solid var(--accent); border-radius: 14px; padding: 10px 14px; max-width: 94vw;
        box-shadow: 0 6px 24px rgba(0,0,0,.2); }
.ring .what { font-weight: 600; }
`;

export const PANEL_SCRIPT = String.raw`
(function () {
  'use strict';
  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function send(frame) { window.dispatchEvent(new CustomEvent('hearth:send', { detail: frame })); }
  var panel = $('listsPanel'), body = $('listsBody'), toggle = $('listsToggle'), closeBtn = $('listsClose');
  var ring = $('ringBanner'), ringText = $('ringText'), ringStop = $('ringStop'), ringSnooze = $('ringSnooze');
  var RING_EVERY_MS = 1200, BEEP_S = 0.18;
  var ringing = {}, beepTimer = null, audio = null;

  function render(lists) {
    body.textContent = '';
    lists.forEach(function (list) {
      var sec = el('section');
      sec.appendChild(el('h3', null, String(list.title)));
      var items = Array.isArray(list.items) ? list.items : [];
      if (items.length === 0) sec.appendChild(el('p', 'none', 'Empty.'));
      var ul = el('ul');
      items.forEach(function (item) {
        var li = el('li');
        var t = el('span', null, String(item.text)); t.dir = 'auto';
        var rm = el('button', 'secondary', '\u00d7');
        rm.type = 'button'; rm.title = 'Remove'; rm.setAttribute('aria-label', 'Remove ' + String(item.text));
        rm.addEventListener('click', function () { send({ type: 'listRemove', list: String(list.name), id: Number(item.id) }); });
        li.appendChild(t); li.appendChild(rm); ul.appendChild(li);
      });
      sec.appendChild(ul);
      var form = el('form');
      var input = el('input'); input.placeholder = 'Add an item'; input.maxLength = 200; input.dir = 'auto';
      input.setAttribute('aria-label', 'Add to ' + String(list.title));
      var add = el('button', null, 'Add'); add.type = 'submit';
      form.appendChild(input); form.appendChild(add);
      form.addEventListener('submit', function (e) {
        e.preventDefault();
        var text = input.value.trim();
        if (text) send({ type: 'listAdd', list: String(list.name), text: text });
        input.value = '';
      });
      sec.appendChild(form);
      body.appendChild(sec);
    });
  }

  function beep() {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      var t = audio.currentTime;
      for (var k = 0; k < 3; k++) {
        var osc = audio.createOscillator(), gain = audio.createGain();
        osc.frequency.value = 1000; gain.gain.value = 0.25;
        osc.connect(gain); gain.connect(audio.destination);
        osc.start(t + k * 0.28); osc.stop(t + k * 0.28 + BEEP_S);
      }
    } catch (e) { /* no audio: the banner still shows */ }
  }
  function updateRing() {
    var ids = Object.keys(ringing);
    ring.hidden = ids.length === 0;
    if (ids.length === 0) { if (beepTimer) { clearInterval(beepTimer); beepTimer = null; } return; }
    ringText.textContent = ringing[ids[ids.length - 1]];
    if (!beepTimer) { beep(); beepTimer = setInterval(beep, RING_EVERY_MS); }
  }

  window.addEventListener('hearth:open', function () { send({ type: 'lists' }); });
  window.addEventListener('hearth:frame', function (ev) {
    var msg = ev.detail || {};
    if (msg.type === 'lists' && Array.isArray(msg.lists)) render(msg.lists);
    else if (msg.type === 'announce' && msg.ring === true) { ringing[String(msg.id)] = String(msg.text); updateRing(); }
    else if (msg.type === 'ringStop') { delete ringing[String(msg.id)]; updateRing(); }
  });
  toggle.addEventListener('click', function () { panel.hidden = !panel.hidden; if (!panel.hidden) send({ type: 'lists' }); });
  closeBtn.addEventListener('click', function () { panel.hidden = true; });
  ringStop.addEventListener('click', function () { send({ type: 'alarm', action: 'stop' }); ringing = {}; updateRing(); });
  ringSnooze.addEventListener('click', function () { send({ type: 'alarm', action: 'snooze' }); ringing = {}; updateRing(); });
})();
`;

export const PANEL_BODY = String.raw`
<button id="listsToggle" class="lists-toggle secondary" type="button" aria-controls="listsPanel">Lists</button>
<aside id="listsPanel" class="lists" aria-label="Lists" hidden>
  <h2>Lists <button id="listsClose" class="secondary" type="button" aria-label="Close lists">&times;</button></h2>
  <div id="listsBody"></div>
</aside>
<div id="ringBanner" class="ring" role="alert" hidden>
  <span class="what">&#9200;</span><span id="ringText"></span>
  <button id="ringStop" type="button">Stop</button>
  <button id="ringSnooze" class="secondary" type="button">Snooze</button>
</div>
`;
