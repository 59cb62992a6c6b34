import { describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import type { Phraser, PhraseRequest } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import { TurnChain } from '../daemon/turn/chain.js';
import type { Stage, StageResult, Turn, TurnClass } from '../daemon/turn/types.js';

const pass: StageResult = { kind: 'pass' };

function stage(name: string, run: (turn: Turn) => Promise<StageResult> | StageResult): Stage & { calls: number } {
  const s = {
    name,
    calls: 0,
    async run(turn: Turn) {
      s.calls++;
      return run(turn);
    },
  };
  return s;
}

function classifyAs(turnClass: TurnClass): Stage {
  return stage('boundary', (turn) => {
    turn.turnClass = turnClass;
    turn.lang = 'en';
    return pass;
  });
}

/** Says the evidence texts joined, one sentence each; "I don't know." without evidence. */
const echoPhraser: Phraser = {
  async phrase(req: PhraseRequest) {
    const text = req.evidence.length ? req.evidence.map((e) => e.text).join(' ') : "I don't know.";
    for (const e of req.evidence) req.onSentence(e.text);
    return { text, backend: req.evidence.length ? 'extractive' : 'none' };
  },
};

function chain(o: { boundary?: Stage; skills?: Stage; store?: Stage; evidence?: Stage[]; deadlineMs?: number; counters?: Counters }) {
  return new TurnChain({
    stages: {
      boundary: o.boundary ?? classifyAs('world'),
      skills: o.skills ?? stage('skills', () => pass),
      store: o.store ?? stage('store', () => pass),
      evidence: o.evidence ?? [],
    },
    phraser: echoPhraser,
    counters: o.counters ?? new Counters(),
    logger: silentLogger(),
    deadlineMs: o.deadlineMs ?? 5000,
    phraseReserveMs: 100,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('turn chain', () => {
  it('stops at the first stage that answers and streams its sentences', async () => {
    const zim = stage('zim', () => pass);
    const sentences: string[] = [];
    const c = chain({
      skills: stage('skills', () => ({ kind: 'answer', route: 'skill', text: 'It is noon. Have a nice day.' })),
      evidence: [zim],
    });
    const outcome = await c.ask({ text: 'what time is it', origin: 'cli', clientId: 'a', onSentence: (s) => sentences.push(s) });
    expect(outcome.ok && outcome.record.route).toBe('skill');
    expect(sentences).toEqual(['It is noon.', 'Have a nice day.']);
    expect(zim.calls).toBe(0);
  });

  it('records per-stage timings and the total', async () => {
    const outcome = await chain({ evidence: [stage('zim', () => pass)] }).ask({ text: 'q', origin: 'cli', clientId: 'a' });
    if (!outcome.ok) throw new Error('turn failed');
    expect(Object.keys(outcome.record.timingsMs)).toEqual(expect.arrayContaining(['boundary', 'skills', 'store', 'zim', 'phraser', 'total']));
  });

  it('never runs an evidence stage for a personal turn, even when the store passes', async () => {
    const zim = stage('zim', () => pass);
    const web = stage('web', () => pass);
    const outcome = await chain({ boundary: classifyAs('personal'), evidence: [zim, web] }).ask({ text: 'where did I park', origin: 'cli', clientId: 'a' });
    expect(zim.calls + web.calls).toBe(0);
    expect(outcome.ok && outcome.record.route).toBe('personal');
    expect(outcome.ok && outcome.record.text).toMatch(/remember/);
  });

  it('accumulates evidence from several stages in order and hands it to the phraser', async () => {
    const outcome = await chain({
      evidence: [
        stage('zim', () => ({ kind: 'evidence', route: 'zim', evidence: [{ source: 'zim', text: 'Paris is the capital.' }] })),
        stage('web', () => ({ kind: 'evidence', route: 'web', evidence: [{ source: 'web', text: 'Paris, France.' }] })),
      ],
    }).ask({ text: 'capital of france', origin: 'cli', clientId: 'a' });
    if (!outcome.ok) throw new Error('turn failed');
    expect(outcome.record.route).toBe('zim');
    expect(outcome.record.evidence.map((e) => e.source)).toEqual(['zim', 'web']);
  });

  it('skips later evidence stages once one says its evidence is sufficient', async () => {
    const web = stage('web', () => pass);
    await chain({
      evidence: [stage('zim', () => ({ kind: 'evidence', route: 'zim', sufficient: true, evidence: [{ source: 'zim', text: 'x' }] })), web],
    }).ask({ text: 'q', origin: 'cli', clientId: 'a' });
    expect(web.calls).toBe(0);
  });

  it('answers "none" honestly when no stage has evidence', async () => {
    const outcome = await chain({ evidence: [stage('zim', () => pass)] }).ask({ text: 'q', origin: 'cli', clientId: 'a' });
    expect(outcome.ok && outcome.record).toMatchObject({ route: 'none', text: "I don't know.", evidence: [] });
  });

  it('cuts a stage that ignores its deadline and still answers', async () => {
    const counters = new Counters();
    const slow = stage('web', () => new Promise<StageResult>(() => {}));
    const started = Date.now();
    const outcome = await chain({ evidence: [slow], deadlineMs: 1000, counters }).ask({ text: 'q', origin: 'cli', clientId: 'a' });
    // The stage never resolves: without the cut this would hang. 5 s is generous under load.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.ok && outcome.record.route).toBe('none');
    expect(counters.get('stage.web.timedOut')).toBe(1);
  });

  it('counts a failing stage and moves on to the next', async () => {
    const counters = new Counters();
    const outcome = await chain({
      counters,
      evidence: [
        stage('zim', () => Promise.reject(Object.assign(new Error('boom'), { code: 'X' }))),
        stage('web', () => ({ kind: 'evidence', route: 'web', evidence: [{ source: 'web', text: 'found it' }] })),
      ],
    }).ask({ text: 'q', origin: 'cli', clientId: 'a' });
    expect(counters.get('stage.zim.failed')).toBe(1);
    expect(outcome.ok && outcome.record.text).toBe('found it');
  });

  it('cancels the older turn when the same client asks again, dropping its late sentences', async () => {
    const c = chain({
      evidence: [
        stage('zim', async (turn) => {
          if (turn.text === 'first') await sleep(150);
          return { kind: 'evidence', route: 'zim', evidence: [{ source: 'zim', text: `answer to ${turn.text}` }] };
        }),
      ],
    });
    const heard: string[] = [];
    const first = c.ask({ text: 'first', origin: 'chat', clientId: 'a', onSentence: (s) => heard.push(s) });
    await sleep(20);
    const second = c.ask({ text: 'second', origin: 'chat', clientId: 'a', onSentence: (s) => heard.push(s) });
    expect(await first).toEqual({ ok: false, reason: 'superseded' });
    expect((await second).ok).toBe(true);
    await sleep(200);
    expect(heard).toEqual(['answer to second']);
  });

  it('does not cancel a turn from a different client', async () => {
    const c = chain({ evidence: [stage('zim', async () => (await sleep(50), pass))] });
    const [a, b] = await Promise.all([
      c.ask({ text: 'x', origin: 'chat', clientId: 'a' }),
      c.ask({ text: 'y', origin: 'chat', clientId: 'b' }),
    ]);
    expect(a.ok && b.ok).toBe(true);
  });

  it('refuses new turns after shutdown', async () => {
    const c = chain({});
    c.shutdown();
    expect(await c.ask({ text: 'x', origin: 'cli', clientId: 'a' })).toEqual({ ok: false, reason: 'shuttingDown' });
  });
});
