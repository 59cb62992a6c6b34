import { describe, expect, it } from 'vitest';
import { createBoundaryStage } from '../daemon/boundary/stage.js';
import { silentLogger } from '../daemon/log/logger.js';
import type { Phraser, PhraseRequest } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import { TurnChain } from '../daemon/turn/chain.js';
import { CONVERSATION_TTL_MS, ConversationMemory, looksLikeFollowUp, MAX_CONVERSATIONS } from '../daemon/turn/follow-up.js';
import type { Stage, Turn } from '../daemon/turn/types.js';

const phraser: Phraser = {
  async phrase(req: PhraseRequest) {
    return { text: req.evidence.map((e) => e.text).join(' ') || "I don't know.", backend: req.evidence.length ? 'extractive' : 'none' };
  },
};

/** A knowledge stage that records what it was asked and finds an article titled after the question's name. */
function knowledge(): Stage & { searched: string[] } {
  const searched: string[] = [];
  return {
    name: 'kiwix',
    searched,
    async run(turn: Turn) {
      searched.push(turn.text);
      const title = /Angela Merkel|Mount Everest|Лев Толстой/u.exec(turn.text)?.[0];
      return title ? { kind: 'evidence', route: 'zim', evidence: [{ source: 'zim', text: `${title} facts.`, title }], sufficient: true } : { kind: 'pass' };
    },
  };
}

function chain(evidence: Stage) {
  const pass = { name: 'x', run: async () => ({ kind: 'pass' as const }) };
  return new TurnChain({
    stages: { boundary: createBoundaryStage(() => false), skills: { ...pass, name: 'skills' }, store: { ...pass, name: 'store' }, evidence: [evidence] },
    phraser,
    counters: new Counters(),
    logger: silentLogger(),
    deadlineMs: 5000,
    phraseReserveMs: 100,
  });
}

describe('follow-up detection', () => {
  it.each([
    ['and how old is she', true],
    ['und wie alt ist sie', true],
    ['y cuántos años tiene', true],
    ['а сколько ему лет', true],
    ['what is the capital of France', false],
    ['cuál es la capital de Francia', false],
    ['qual è il fiume più lungo', false],
    ['and a very long question that goes on well past the number of words any follow-up has', false],
  ])('%s -> %s', (text, expected) => {
    expect(looksLikeFollowUp(text)).toBe(expected);
  });
});

describe('conversation memory', () => {
  it('forgets a topic after the time to live', () => {
    let now = 0;
    const memory = new ConversationMemory(() => now);
    memory.set('kitchen', 'Angela Merkel');
    now = CONVERSATION_TTL_MS + 1;
    expect(memory.get('kitchen')).toBeUndefined();
  });

  it('keeps at most MAX_CONVERSATIONS, dropping the oldest', () => {
    const memory = new ConversationMemory(() => 0);
    for (let i = 0; i <= MAX_CONVERSATIONS; i += 1) memory.set(`c${i}`, 'topic');
    expect(memory.size).toBe(MAX_CONVERSATIONS);
    expect(memory.get('c0')).toBeUndefined();
  });
});

describe('follow-ups through the chain', () => {
  it('searches a follow-up with the topic of the last answer in the same conversation', async () => {
    const kiwix = knowledge();
    const c = chain(kiwix);
    await c.ask({ text: 'who is Angela Merkel', origin: 'voice', clientId: 'a', conversationId: 'conv-1' });
    const outcome = await c.ask({ text: 'and how old is she', origin: 'voice', clientId: 'a', conversationId: 'conv-1' });
    expect(kiwix.searched[1]).toBe('and how old is she Angela Merkel');
    expect(outcome.ok && outcome.record.route).toBe('zim');
  });

  it('does not carry a topic into another conversation', async () => {
    const kiwix = knowledge();
    const c = chain(kiwix);
    await c.ask({ text: 'who is Angela Merkel', origin: 'voice', clientId: 'a', conversationId: 'conv-1' });
    await c.ask({ text: 'and how old is she', origin: 'voice', clientId: 'b', conversationId: 'conv-2' });
    expect(kiwix.searched[1]).toBe('and how old is she');
  });

  it('takes the topic from earlier messages when there is no conversation id', async () => {
    const kiwix = knowledge();
    await chain(kiwix).ask({ text: 'а сколько ему лет', origin: 'chat', clientId: 'a', earlier: ['кто такой Лев Толстой'] });
    expect(kiwix.searched).toEqual(['а сколько ему лет кто такой Лев Толстой']);
  });

  it('never takes a personal earlier message as a topic', async () => {
    const kiwix = knowledge();
    await chain(kiwix).ask({ text: 'and how old is she', origin: 'chat', clientId: 'a', earlier: ["what is my sister's new phone number"] });
    expect(kiwix.searched).toEqual(['and how old is she']);
  });

  it('forgets the topic after a personal turn in the conversation', async () => {
    const kiwix = knowledge();
    const c = chain(kiwix);
    await c.ask({ text: 'how high is Mount Everest', origin: 'voice', clientId: 'a', conversationId: 'k' });
    await c.ask({ text: "what is my sister's new phone number", origin: 'voice', clientId: 'a', conversationId: 'k' });
    await c.ask({ text: 'and who climbed it first', origin: 'voice', clientId: 'a', conversationId: 'k' });
    expect(kiwix.searched).toEqual(['how high is Mount Everest', 'and who climbed it first']);
  });
});
