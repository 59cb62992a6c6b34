#!/usr/bin/env node
// Fits the extractive phraser's tie-break (daemon/phraser/choice.ts): which of the sentences the rules accept as
// answering is said first. Each question of the given sets is asked through a real Hearth over the real ZIM files
// (as bench/qa/explain.mjs does), the sentences the rules accept are read with their features, and a sentence is a
// right one when it holds one of the question's answers. The fit is a conditional logit (a softmax over one
// question's sentences) with an L2 penalty, by plain gradient descent from zero: deterministic.
//
// It first cross-checks itself: five folds by question id, each fitted on four and scored on the fifth, against the
// rules' own pick on the same sentences. Then it fits on everything and, with --write, writes the weights.
//
//   npm run build && node bench/qa/train-choice.mjs [--write] FILE.jsonl ...
//
// Absent questions are read too but carry no right sentence; whether a question is declined stays the rules'.
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { holds, openHearth, readRecords, root } from './harness.mjs';

const { chooseSentences } = await import(join(root, 'dist/daemon/phraser/rank.js'));
const { CHOICE_FEATURES, CHOICE_MARGIN } = await import(join(root, 'dist/daemon/phraser/choice.js'));

const args = process.argv.slice(2);
const write = args.includes('--write');
const files = args.filter((a) => a !== '--write');
if (files.length === 0) {
  process.stderr.write('usage: node bench/qa/train-choice.mjs [--write] FILE.jsonl ...\n');
  process.exit(2);
}
const records = readRecords(files);

/** L2 penalty and gradient-descent steps: at 1 and 600 the fit had settled (the weights moved < 1e-3 further). */
const PENALTY = 1;
const STEPS = 600;
const FOLDS = 5;
/** The fitted order overrides the rules' pick only by this much, as the phraser does (choice.ts); MARGIN=... to try others. */
const MARGIN = Number(process.env.MARGIN ?? CHOICE_MARGIN);


// --- Read every question's answering sentences through a real Hearth. ---
const { hearth, close } = await openHearth(records.map((r) => r.zim), { prefix: 'hearth-train-choice-' });
const questions = [];
try {
  for (const r of records) {
    const outcome = await hearth.chain.ask({ text: r.question, origin: 'cli', clientId: `train-${r.id}` });
    const evidence = outcome.ok ? outcome.record.evidence : [];
    let rows = [];
    chooseSentences(r.question, evidence, 1, (answering) => {
      rows = answering.map((a) => ({ x: [...a.vector], rulesPick: a.rulesPick, right: holds(a.sentence, r.answers) }));
    });
    if (rows.length > 1) questions.push({ id: r.id, rows });
  }
} finally {
  await close();
}

// --- The fit. ---
function fit(train) {
  const d = CHOICE_FEATURES.length;
  const all = train.flatMap((q) => q.rows.map((r) => r.x));
  const mean = Array.from({ length: d }, (_, j) => (j === 0 ? 0 : all.reduce((s, x) => s + x[j], 0) / all.length));
  const scale = Array.from({ length: d }, (_, j) => {
    if (j === 0) return 1;
    const v = all.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / all.length;
    return v > 0 ? Math.sqrt(v) : 1;
  });
  const z = (x) => x.map((v, j) => (v - mean[j]) / scale[j]);
  const usable = train.filter((q) => q.rows.some((r) => r.right)).map((q) => ({ xs: q.rows.map((r) => z(r.x)), right: q.rows.map((r) => r.right) }));
  const w = new Array(d).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const g = new Array(d).fill(0);
    for (const q of usable) {
      const s = q.xs.map((x) => x.reduce((t, v, j) => t + v * w[j], 0));
      const m = Math.max(...s);
      const e = s.map((v) => Math.exp(v - m));
      const sum = e.reduce((a, b) => a + b, 0);
      const rightSum = e.reduce((a, v, i) => a + (q.right[i] ? v : 0), 0);
      q.xs.forEach((x, i) => {
        const diff = e[i] / sum - (q.right[i] ? e[i] / rightSum : 0);
        for (let j = 0; j < d; j++) g[j] += diff * x[j];
      });
    }
    for (let j = 0; j < d; j++) w[j] -= (g[j] + PENALTY * w[j]) / Math.max(1, usable.length);
  }
  return { mean, scale, weights: w };
}

const score = (f, x) => x.reduce((t, v, j) => t + ((v - f.mean[j]) / f.scale[j]) * f.weights[j], 0);
/** Questions whose first sentence holds the answer: by the rules' pick, and by the fitted order. */
function judge(f, test) {
  let rules = 0;
  let model = 0;
  for (const q of test) {
    rules += q.rows.find((r) => r.rulesPick)?.right ? 1 : 0;
    const s = q.rows.map((r) => score(f, r.x));
    const pick = s.reduce((at, v, i) => (v > s[at] ? i : at), 0);
    const theirs = q.rows.findIndex((r) => r.rulesPick);
    model += q.rows[s[pick] - s[theirs] > MARGIN ? pick : theirs].right ? 1 : 0;
  }
  return { rules, model };
}

const fold = (id) => [...id].reduce((h, c) => (h * 31 + c.codePointAt(0)) >>> 0, 7) % FOLDS;
const total = { rules: 0, model: 0 };
for (let k = 0; k < FOLDS; k++) {
  const test = questions.filter((q) => fold(q.id) === k);
  const f = fit(questions.filter((q) => fold(q.id) !== k));
  const j = judge(f, test);
  total.rules += j.rules;
  total.model += j.model;
  console.log(`fold ${k}: ${test.length} questions with two answering sentences or more; first sentence right: rules ${j.rules}, fitted ${j.model}`);
}
console.log(`cross-checked, all folds: rules ${total.rules}, fitted ${total.model} (of ${questions.length}; ${records.length} questions read)`);

const final = fit(questions);
const fitted = judge(final, questions);
console.log(`fitted on all: rules ${fitted.rules}, fitted ${fitted.model} (on the data it was fitted on)`);
if (write) {
  const round = (v) => Math.round(v * 1e4) / 1e4;
  const list = (a) => `[${a.map(round).join(', ')}]`;
  // The sets, a few to a comment line.
  const lines = [];
  for (const name of files.map((f) => basename(f))) {
    if (lines.length === 0 || lines.at(-1).length + name.length > 100) lines.push(name);
    else lines[lines.length - 1] += `, ${name}`;
  }
  const sources = lines.join('\n *   ');
  const out = `/**
 * Weights of ./choice.ts, written by \`node bench/qa/train-choice.mjs --write\` (do not edit by hand).
 *
 * Fitted on ${records.length} questions (${questions.length} with two answering sentences or more) of
 *   ${sources}.
 * Cross-checked in ${FOLDS} folds by question id, first sentence right (margin ${MARGIN}): rules ${total.rules}, fitted ${total.model}.
 */
import type { ChoiceWeights } from './choice.js';

export const CHOICE_WEIGHTS: ChoiceWeights = {
  features: ${JSON.stringify(CHOICE_FEATURES)},
  mean: ${list(final.mean)},
  scale: ${list(final.scale)},
  weights: ${list(final.weights)},
};
`;
  writeFileSync(join(root, 'daemon/phraser/choice-weights.ts'), out);
  console.log('wrote daemon/phraser/choice-weights.ts');
}
