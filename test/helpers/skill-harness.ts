/**
 * Runs phrasings through the real skills against a real store file (lists, timers, alarms), at the fixed
 * test time (Tuesday 2024-03-05 15:30 in Berlin). For the table tests and the held-out batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../daemon/store/store.js';
import { createSkills } from '../../skills/index.js';
import { FollowUpMemory } from '../../skills/followups.js';
import type { SkillContext, SkillReply } from '../../skills/types.js';
import { FIXED_NOW, FIXED_ZONE } from './skill-context.js';

export interface Harness {
  store: Store;
  ctx: SkillContext;
  /** Matches and handles one phrase: the skill's name and reply, or null when no skill matched. */
  ask(text: string): Promise<{ skill: string; text: string } | null>;
  close(): void;
}

export function openHarness(now: Date = FIXED_NOW): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-skills-'));
  const store = openStore({ dataDir: dir, history: { enabled: false, retentionDays: 0 } });
  const skills = createSkills();
  const followUps = new FollowUpMemory();
  const ctx: SkillContext = { now, timeZone: FIXED_ZONE, store, lists: store, clientId: 'test', followUps };
  const byName = new Map(skills.skills.map((s) => [s.name, s]));
  return {
    store,
    ctx,
    async ask(text) {
      const open = followUps.get('test', ctx.now.getTime());
      if (open) {
        followUps.clear('test');
        const reply = byName.get(open.skill)?.followUp?.(text, open, ctx);
        if (reply) return { skill: open.skill, text: reply.text };
      }
      const m = skills.match(text);
      if (!m) return null;
      const reply: SkillReply = await m.skill.handle(m.intent, ctx);
      return { skill: m.skill.name, text: reply.text };
    },
    close() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
