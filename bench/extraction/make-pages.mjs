/**
 * Writes the extraction benchmark's pages: each article of articles.mjs wrapped in a realistic site layout
 * (news site, encyclopedia, recipe blog, forum thread, personal blog, documentation) full of boilerplate in the
 * page's language, and beside it the expected text (the article's paragraphs, one per line).
 * Layouts differ on purpose: some use semantic elements (header, nav, article, aside, footer), some are div soup
 * with only class names, as many real sites are. Pages with `charset` are written in that legacy encoding and
 * declare it only in a meta tag.
 *
 * Run: node bench/extraction/make-pages.mjs   (the output is committed; rerun only when changing pages)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARTICLES, CHROME } from './articles.mjs';

const OUT = new URL('./pages/', import.meta.url);
mkdirSync(OUT, { recursive: true });

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const links = (items, cls = '') => `<ul${cls ? ` class="${cls}"` : ''}>${items.map((t, i) => `<li><a href="/s/${i}">${esc(t)}</a></li>`).join('')}</ul>`;
const script = `<script>window.__ads = { slots: ["top", "side"], consent: false }; (function(){ var s = document.createElement('script'); s.src = '/ads.js'; document.head.appendChild(s); })();</script>`;
const ad = (n) => `<div class="ad-slot" id="ad-${n}"><span class="ad-label">Advertisement</span><iframe src="/ads/${n}"></iframe></div>`;

function head(a, c, charset) {
  const meta = charset ? `<meta http-equiv="Content-Type" content="text/html; charset=${charset}">` : '<meta charset="utf-8">';
  return `<!DOCTYPE html>\n<html lang="${a.lang}">\n<head>${meta}<title>${esc(a.title)} | ${esc(c.nav[0])}</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/site.css">${script}<style>.cookie{position:fixed;bottom:0}</style></head>\n`;
}

const paragraphs = (a) => a.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n');

const LAYOUTS = {
  news: (a, c) => `<body>
<div class="cookie" role="dialog"><p>${esc(c.cookie)}</p><button>${esc(c.accept)}</button></div>
<header class="masthead"><a class="logo" href="/">${esc(c.nav[0])}</a><nav>${links(c.nav)}</nav><form action="/search"><input name="q" placeholder="${esc(c.search)}"></form></header>
${ad(1)}
<main><article>
<h1>${esc(a.title)}</h1><div class="meta"><time datetime="2024-05-14">14.05.2024</time> <span class="share">${esc(c.share)}</span></div>
${a.paragraphs.map((p, i) => `<p>${esc(p)}</p>${i === 1 ? `<div class="related-inline"><a href="/r">${esc(c.links[0])}</a></div>` : ''}`).join('\n')}
</article>
<section class="comments"><h3>${esc(c.comments.length)} comments</h3>${c.comments.map((t) => `<div class="comment"><p>${esc(t)}</p></div>`).join('')}</section></main>
<aside><h3>${esc(c.related)}</h3>${links(c.links)}<div class="newsletter"><p>${esc(c.newsletter)}</p><form><input type="email"><button>OK</button></form></div></aside>
<footer><p>${esc(c.footer)}</p>${links(c.nav.slice(0, 4))}</footer>
</body></html>`,

  encyclopedia: (a, c) => `<body>
<div id="mw-page-base"></div><div id="mw-head"><div id="p-personal">${links(c.nav.slice(-2))}</div><div id="p-search"><form><input name="search" placeholder="${esc(c.search)}"></form></div></div>
<div id="mw-panel"><div class="portal">${links(c.nav)}</div><div class="portal"><h3>${esc(c.related)}</h3>${links(c.links)}</div></div>
<div id="content" class="mw-body"><h1 id="firstHeading">${esc(a.title)}</h1>
<div id="siteSub">${esc(c.footer.slice(0, 40))}</div>
<div id="mw-content-text"><div class="mw-parser-output">
<table class="infobox"><tr><th colspan="2">${esc(a.title)}</th></tr><tr><td>ID</td><td>Q${a.title.length * 7919}</td></tr></table>
${a.paragraphs.slice(0, 1).map((p) => `<p>${esc(p)}</p>`).join('')}
<div id="toc" class="toc"><div class="toctitle"><h2>Contents</h2></div><ul><li><a href="#s1">1</a></li><li><a href="#s2">2</a></li></ul></div>
${a.paragraphs.slice(1).map((p) => `<p>${esc(p)}</p>`).join('\n')}
<div class="navbox">${links(c.links, 'navbox-list')}</div>
</div></div>
<div id="catlinks" class="catlinks">${links(c.nav.slice(1, 4))}</div></div>
<div id="footer"><ul id="footer-info"><li>${esc(c.footer)}</li></ul><ul id="footer-places">${links(c.nav.slice(0, 3))}</ul></div>
</body></html>`,

  recipe: (a, c) => `<body>
<div class="cookie-notice"><p>${esc(c.cookie)}</p><a href="#" class="btn">${esc(c.accept)}</a></div>
<div class="site-header"><div class="logo">${esc(c.nav[0])}</div><div class="menu">${links(c.nav)}</div></div>
<div class="wrap"><div class="content-area"><div class="entry">
<h1 class="entry-title">${esc(a.title)}</h1><div class="jump"><a href="#recipe">Jump to recipe</a> <a href="#">Print</a></div>
${ad(2)}
<div class="entry-content">${paragraphs(a)}</div>
<div class="share-bar">${esc(c.share)}</div>
<div id="comments"><h3>Comments</h3>${c.comments.map((t) => `<div class="comment-body"><p>${esc(t)}</p><a class="reply" href="#">Reply</a></div>`).join('')}</div>
</div></div>
<div class="sidebar widget-area"><div class="widget"><h3>${esc(c.related)}</h3>${links(c.links)}</div><div class="widget">${esc(c.newsletter)}</div>${ad(3)}</div></div>
<div class="site-footer">${esc(c.footer)}</div>
</body></html>`,

  forum: (a, c) => `<body>
<div class="navbar">${links(c.nav)}<form><input placeholder="${esc(c.search)}"></form></div>
<div class="breadcrumbs"><a href="/">${esc(c.nav[0])}</a> › <a href="/f">Forum</a> › <span>${esc(a.title)}</span></div>
<div class="thread"><h1 class="thread-title">${esc(a.title)}</h1>
${a.paragraphs.map((p, i) => `<div class="post" id="post-${i}"><div class="postauthor"><a href="/u/${i}">user${i + 17}</a><span class="joined">2019</span><span class="posts">${i * 312 + 5} posts</span></div><div class="postbody"><p>${esc(p)}</p></div><div class="postfoot"><a href="#">Reply</a> <a href="#">Quote</a> <a href="#">Report</a></div><div class="signature">${esc(c.links[i % c.links.length])}</div></div>`).join('\n')}
</div>
<div class="similar"><h3>${esc(c.related)}</h3>${links(c.links)}</div>
<div class="forum-footer">${esc(c.footer)}</div>
</body></html>`,

  blog: (a, c) => `<body>
<div id="header"><h2 class="blog-title"><a href="/">${esc(c.nav[0])}</a></h2><div class="menu">${links(c.nav.slice(0, 5))}</div></div>
<div id="main"><div class="post-outer"><h1 class="post-title">${esc(a.title)}</h1><div class="post-header">2024-02-03</div>
<div class="post-body entry-content">${paragraphs(a)}</div>
<div class="post-footer">${esc(c.share)}</div></div>
<div class="comments"><h4>Comments</h4>${c.comments.map((t) => `<div class="comment-block"><p>${esc(t)}</p></div>`).join('')}</div></div>
<div id="sidebar"><div class="widget"><h2>${esc(c.related)}</h2>${links(c.links)}</div><div class="widget tag-cloud">${c.nav.map((t) => `<a href="/t">${esc(t)}</a>`).join(' ')}</div></div>
<div class="cookie-choices-info"><p>${esc(c.cookie)}</p><a href="#">${esc(c.accept)}</a></div>
<div id="footer">${esc(c.footer)}</div>
</body></html>`,

  docs: (a, c) => `<body>
<header class="navbar"><a href="/">${esc(c.nav[0])}</a>${links(c.nav.slice(1, 4))}<input placeholder="${esc(c.search)}"></header>
<div class="layout"><nav class="sidebar">${links([...c.links, ...c.nav])}</nav>
<main class="docs-content"><article class="markdown">
<h1>${esc(a.title)}</h1>
${paragraphs(a)}
</article>
<div class="edit"><a href="#">Edit this page</a></div><div class="pagination"><a href="#">« ${esc(c.links[0])}</a> <a href="#">${esc(c.links[1])} »</a></div></main>
<aside class="toc">${links(c.nav.slice(0, 3))}</aside></div>
<footer>${esc(c.footer)}</footer>
</body></html>`,
};

/** Node decodes legacy charsets but cannot encode them: build a character table by decoding every sequence. */
function encoder(charset) {
  const table = new Map();
  const dec = new TextDecoder(charset, { fatal: true });
  const add = (bytes) => {
    try {
      const ch = dec.decode(Uint8Array.from(bytes));
      if ([...ch].length === 1 && !table.has(ch)) table.set(ch, Buffer.from(bytes));
    } catch {}
  };
  for (let b = 0; b < 0x80; b++) add([b]);
  for (let lead = 0x80; lead <= 0xff; lead++) {
    add([lead]);
    for (let trail = 0x40; trail <= 0xfe; trail++) add([lead, trail]);
  }
  return (text) => Buffer.concat([...text].map((ch) => table.get(ch) ?? Buffer.from(`&#${ch.codePointAt(0)};`)));
}

const counts = new Map();
for (const a of ARTICLES) {
  const n = (counts.get(a.lang) ?? 0) + 1;
  counts.set(a.lang, n);
  const name = `${a.lang}-${n}-${a.layout}`;
  const c = CHROME[a.lang];
  const html = head(a, c, a.charset) + LAYOUTS[a.layout](a, c);
  writeFileSync(new URL(`${name}.html`, OUT), a.charset ? encoder(a.charset)(html) : html);
  writeFileSync(new URL(`${name}.expected.txt`, OUT), `${a.paragraphs.join('\n')}\n`);
}
console.log(`wrote ${ARTICLES.length} pages to ${OUT.pathname}`);
