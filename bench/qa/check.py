#!/usr/bin/env python3
"""Check the new QA JSONL files (en_r1, fr, ady, af, en_r2, en_r3, fr_r2, ady_r2) against the real ZIM files.

Adapted from /work/shared/qa/check_answers.py with the same normalisation: zimdump show, strip tags with
html.parser (script/style/noscript dropped, block elements become a space), unescape entities, collapse all
whitespace (incl. no-break, narrow no-break, thin and figure spaces) to one ASCII space, str.casefold.

Per record: fields id, zim, question, answers, article, kind, lang, [entity_article for absent], [tags];
unique ids and questions; question lower case, no '?', not padded; kind valid; answerable: every answer in
the article text; absent: answers == [], article == "", entity_article exists as an HTML article.
Tags: the en_dev_tags.json ones, plus named_work (the question names a song, film, book, album, anthem or
similar work) and after_lead (the answer is only after the lead section).
Warning (not error) if the question copies 6+ consecutive words of its (entity) article.

Usage: python3 check.py FILE.jsonl [FILE.jsonl ...] [--zim-dir /work/shared/zim]
"""
import argparse, html, json, os, re, subprocess, sys
from html.parser import HTMLParser

KINDS = {"date", "place", "person", "number", "title", "other", "absent"}
BASE = ["id", "zim", "question", "answers", "article", "kind", "lang"]
TAGS = {"first_person_title", "shared_name", "shared_name_borderline", "same_name_in_article", "named_work", "after_lead"}
LANGS = {"en", "fr", "ady", "af"}
BLOCK = {'p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
         'section', 'details', 'summary', 'dd', 'dt', 'dl', 'blockquote', 'figcaption', 'caption', 'hr',
         'tbody', 'thead'}
SKIP = {'script', 'style', 'noscript'}


class Stripper(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip += 1
        elif tag in BLOCK:
            self.out.append(' ')

    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK:
            self.out.append(' ')

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in BLOCK:
            self.out.append(' ')

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def norm(text):
    return re.sub(r'[\s\u00a0\u202f\u2009\u2007]+', ' ', text).strip()


def article_text(zim_path, path, cache={}):
    key = (zim_path, path)
    if key not in cache:
        r = subprocess.run(['zimdump', 'show', '--url=' + path, zim_path], capture_output=True)
        raw = r.stdout.decode('utf-8', 'replace')
        if r.returncode != 0 or '<' not in raw:
            cache[key] = None
        else:
            s = Stripper()
            s.feed(raw)
            s.close()
            cache[key] = norm(html.unescape(''.join(s.out)))
    return cache[key]


def listed_paths(zim_path, cache={}):
    """Paths exactly as `zimdump list` prints them."""
    if zim_path not in cache:
        r = subprocess.run(['zimdump', 'list', zim_path], capture_output=True, text=True)
        cache[zim_path] = set(r.stdout.splitlines())
    return cache[zim_path]


def copied_run(question, text, n=6):
    words = question.split()
    low = ' ' + re.sub(r'[^\w\s]', ' ', text.casefold()) + ' '
    low = re.sub(r'\s+', ' ', low)
    for i in range(len(words) - n + 1):
        chunk = ' '.join(re.sub(r'[^\w]', ' ', w).strip() for w in words[i:i + n])
        if ' ' + chunk + ' ' in low:
            return chunk
    return None


def check_file(path, zim_dir):
    errors, warnings = [], []
    recs = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    ids, questions = set(), set()
    n_answers = n_verified = 0
    for r in recs:
        rid = r.get('id')
        keys = list(r.keys())
        want = BASE + (['entity_article'] if r.get('kind') == 'absent' else [])
        extra = keys[len(want):]
        if keys[:len(want)] != want or extra not in ([], ['tags']):
            errors.append(f'{rid}: fields {keys} != {want} (+ optional tags)')
        if not set(r.get('tags', [])) <= TAGS:
            errors.append(f'{rid}: unknown tags {r.get("tags")}')
        if r.get('lang') not in LANGS:
            errors.append(f'{rid}: bad lang {r.get("lang")}')
        if rid in ids:
            errors.append(f'{rid}: duplicate id')
        ids.add(rid)
        q = r['question']
        if q != q.lower() or '?' in q or q != q.strip():
            errors.append(f'{rid}: question not lower case / has "?" / padded: {q!r}')
        if q in questions:
            errors.append(f'{rid}: duplicate question')
        questions.add(q)
        if r['kind'] not in KINDS:
            errors.append(f'{rid}: bad kind {r["kind"]}')
        zim_path = os.path.join(zim_dir, r['zim'])
        if not os.path.exists(zim_path):
            errors.append(f'{rid}: no ZIM {zim_path}')
            continue
        if r['kind'] == 'absent':
            if r['answers'] != [] or r['article'] != '':
                errors.append(f'{rid}: absent record must have answers [] and article ""')
            ent = r.get('entity_article')
            if not ent or ent not in listed_paths(zim_path) or article_text(zim_path, ent) is None:
                errors.append(f'{rid}: entity article {ent!r} not found in {r["zim"]}')
            else:
                run = copied_run(q, article_text(zim_path, ent))
                if run:
                    warnings.append(f'{rid}: question copies "{run}" from the entity article')
            continue
        if not r['answers'] or not r['article']:
            errors.append(f'{rid}: answerable record needs answers and article')
            continue
        if r['article'] not in listed_paths(zim_path):
            errors.append(f'{rid}: article path {r["article"]!r} not printed by zimdump list')
        text = article_text(zim_path, r['article'])
        if text is None:
            errors.append(f'{rid}: article {r["article"]} not found in {r["zim"]}')
            continue
        folded = text.casefold()
        for a in r['answers']:
            n_answers += 1
            if norm(a).casefold() in folded:
                n_verified += 1
            else:
                errors.append(f'{rid}: answer {a!r} not in {r["article"]}')
        run = copied_run(q, text)
        if run:
            warnings.append(f'{rid}: question copies "{run}" from the article')

    kinds = {}
    for r in recs:
        kinds[(r['zim'], r['kind'])] = kinds.get((r['zim'], r['kind']), 0) + 1
    tagc = {}
    for r in recs:
        for t in r.get('tags', []):
            tagc[t] = tagc.get(t, 0) + 1
    print(f'== {path}')
    print(f'records: {len(recs)}  answerable: {sum(1 for r in recs if r["kind"] != "absent")}  '
          f'absent: {sum(1 for r in recs if r["kind"] == "absent")}  '
          f'distinct articles: {len({r["article"] for r in recs if r["article"]})}')
    for (z, k), c in sorted(kinds.items()):
        print(f'  {z:48s} {k:8s} {c}')
    print(f'  tags: {tagc}')
    print(f'answer strings verified present: {n_verified}/{n_answers}')
    for w in warnings:
        print('WARNING', w)
    for e in errors:
        print('ERROR', e)
    print(f'errors: {len(errors)}  warnings: {len(warnings)}')
    return len(errors)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('files', nargs='+')
    ap.add_argument('--zim-dir', default='/work/shared/zim')
    args = ap.parse_args()
    n = sum(check_file(f, args.zim_dir) for f in args.files)
    return 1 if n else 0


if __name__ == '__main__':
    sys.exit(main())
