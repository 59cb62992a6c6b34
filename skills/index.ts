/**
 * The skills and the chain stage that runs them. Skills are tried in a fixed order and the first match wins;
 * the order puts the most specific frames first (time and timers before notes, units before arithmetic, whose
 * "what is ..." frame is the broadest).
 *
 * Wiring (daemon/main.ts):
 *   const skills = createSkills();
 *   const scheduler = new TimerScheduler(store, { timeZone, language: config.locale.language });
 *   scheduler.on('announce', (a) => voice.say(a.text) / chat.broadcast(a));
 *   scheduler.start();
 *   const stage = createSkillStage({ skills, store, timeZone, scheduler, counters });
 */
import type { Stage, StageResult, Turn } from '../daemon/turn/types.js';
import type { Counters } from '../daemon/status/counters.js';
import type { Skill, SkillContext, SkillStore, TimerSink } from './types.js';
import { resolveTimeZone } from './clock.js';
import { timeSkill } from './time/skill.js';
import { timersSkill } from './timers/skill.js';
import { notesSkill } from './notes/skill.js';
import { unitsSkill } from './units/skill.js';
import { arithmeticSkill } from './arithmetic/skill.js';

export type { Skill, SkillContext, SkillReply, SkillStore, TimerRow, TimerSink, SkillLang } from './types.js';
export { TimerScheduler, type Announcement } from './timers/scheduler.js';
export { resolveTimeZone } from './clock.js';

export interface SkillMatch {
  skill: Skill;
  intent: unknown;
}

export interface Skills {
  readonly skills: readonly Skill[];
  /** The first skill whose `match` accepts the text, with its intent; null for anything else. Pure and fast. */
  match(text: string): SkillMatch | null;
}

export function createSkills(): Skills {
  const skills = [timeSkill, timersSkill, notesSkill, unitsSkill, arithmeticSkill] as Skill[];
  return {
    skills,
    match(text) {
      for (const skill of skills) {
        const intent = skill.match(text);
        if (intent !== null) return { skill, intent };
      }
      return null;
    },
  };
}

export interface SkillStageDeps {
  skills: Skills;
  store: SkillStore;
  /** IANA zone from config; empty means the system zone. */
  timeZone: string;
  /** Where new timers are scheduled (the TimerScheduler). */
  scheduler: TimerSink;
  /** Optional: counts `skills.answered`, `skills.answered.<name>` and `skills.failed`. */
  counters?: Counters;
  /** Told which chain client set each new timer, so it can ring in that room (a satellite). */
  onTimerScheduled?: (timerId: number, clientId: string) => void;
}

/**
 * The 'skills' stage: answers with route 'skill' when a skill matches (evidence: one 'skill' item with the same
 * text), else passes. A skill that throws is a bug: it is counted as `skills.failed` and the turn moves on.
 */
export function createSkillStage(deps: SkillStageDeps): Stage {
  const timeZone = resolveTimeZone(deps.timeZone);
  return {
    name: 'skills',
    async run(turn: Turn): Promise<StageResult> {
      const found = deps.skills.match(turn.text);
      if (!found) return { kind: 'pass' };
      const onScheduled = deps.onTimerScheduled;
      const timers: TimerSink = onScheduled
        ? { schedule: (row, lang) => (onScheduled(row.id, turn.clientId), deps.scheduler.schedule(row, lang)), cancel: (id) => deps.scheduler.cancel(id) }
        : deps.scheduler;
      const ctx: SkillContext = { now: turn.startedAt, timeZone, store: deps.store, timers };
      if (turn.lang !== undefined) ctx.lang = turn.lang;
      try {
        const reply = found.skill.handle(found.intent, ctx);
        deps.counters?.bump('skills.answered');
        deps.counters?.bump(`skills.answered.${found.skill.name}`);
        return {
          kind: 'answer',
          text: reply.text,
          route: 'skill',
          evidence: [{ source: 'skill', text: reply.text, lang: reply.lang }],
        };
      } catch {
        deps.counters?.bump('skills.failed');
        return { kind: 'pass' };
      }
    },
  };
}
