/**
 * The skills and the chain stage that runs them. Skills are tried in a fixed order and the first match wins;
 * the order puts the most specific frames first (time, alarms and timers before notes, units before
 * arithmetic, whose "what is ..." frame is the broadest; short replies last).
 *
 * Follow-ups: a skill may leave an open question for the asking client ("which one?", "clear 5 items?").
 * The stage offers the client's next turn to that skill's followUp() before any matching, so "all of them"
 * or "the second one" answers it; the question is dropped once answered or after FOLLOW_UP_TTL_MS.
 *
 * Wiring (daemon/main.ts):
 *   const skills = createSkills({ weather });
 *   const scheduler = new TimerScheduler(store, { timeZone, language: config.locale.language });
 *   scheduler.on('announce', (a) => voice.say(a.text) / chat.broadcast(a));
 *   scheduler.start();
 *   const stage = createSkillStage({ skills, store, lists: store, timeZone, scheduler, counters });
 */
import type { Stage, StageContext, StageResult, Turn } from '../daemon/turn/types.js';
import type { Counters } from '../daemon/status/counters.js';
import type { ListStore, Skill, SkillContext, SkillReply, SkillStore, TimerSink } from './types.js';
import { resolveTimeZone } from './clock.js';
import { timeSkill } from './time/skill.js';
import { datesSkill } from './dates/skill.js';
import { alarmsSkill } from './alarms/skill.js';
import { timersSkill } from './timers/skill.js';
import { listsSkill } from './lists/skill.js';
import { notesSkill } from './notes/skill.js';
import { unitsSkill } from './units/skill.js';
import { arithmeticSkill } from './arithmetic/skill.js';
import { phrasesFor } from '../daemon/store/phrases.js';
import { FollowUpMemory, repliesSkill } from './followups.js';

export type { Skill, SkillContext, SkillReply, SkillStore, ListStore, TimerRow, TimerSink, SkillLang } from './types.js';
export { TimerScheduler, type Announcement, type RingStop } from './timers/scheduler.js';
export { resolveTimeZone } from './clock.js';

interface SkillMatch {
  skill: Skill;
  intent: unknown;
}

interface Skills {
  readonly skills: readonly Skill[];
  /** The first skill whose `match` accepts the text, with its intent; null for anything else. Pure and fast. */
  match(text: string): SkillMatch | null;
}

interface CreateSkillsOptions {
  /** Extra skills tried after the built-in ones that answer about the owner (the weather skill, when configured). */
  extra?: Skill[];
}

export function createSkills(opts: CreateSkillsOptions = {}): Skills {
  const skills = [
    timeSkill, datesSkill, alarmsSkill, timersSkill, listsSkill, ...(opts.extra ?? []), notesSkill, unitsSkill, arithmeticSkill, repliesSkill,
  ] as Skill[];
  const match = (text: string): SkillMatch | null => {
    for (const skill of skills) {
      const intent = skill.match(text);
      if (intent !== null) return { skill, intent };
    }
    return null;
  };
  // V8 compiles a regular expression on its first use; running every frame once here moves that cost (tens
  // of milliseconds for a few hundred frames) from the first turn to start-up.
  for (const phrase of WARM_UP) match(phrase);
  return { skills, match };
}

/** Phrases that reach most frames of every skill, in the four languages. */
const WARM_UP = [
  'set a pasta timer for 5 minutes', 'remind me tomorrow at 6:30pm to call mom', 'wake me at half past seven every weekday',
  'add eggs and milk to my shopping list', 'how many days until christmas', 'cancel the reminder', 'how long is left on the timer',
  'поставь таймер на 10 минут', 'напомни завтра в половине седьмого позвонить маме', 'разбуди меня в 7 утра', 'добавь молоко в список покупок',
  'stell einen Timer auf 5 Minuten', 'erinnere mich morgen um halb sieben', 'weck mich um 7', 'setz Milch auf die Einkaufsliste',
  'pon un temporizador de 5 minutos', 'recuérdame mañana a las siete y media', 'despiértame a las 7', 'añade leche a la lista de la compra',
  'what is 12 times 7', 'how many centimeters in an inch', 'what time is it in Tokyo', 'remember that the key is under the pot', 'yes',
];

interface SkillStageDeps {
  skills: Skills;
  store: SkillStore;
  /** The lists (the real Store); absent and the lists skill says lists are unavailable. */
  lists?: ListStore;
  /** IANA zone from config; empty means the system zone. */
  timeZone: string;
  /** Where new timers are scheduled (the TimerScheduler). */
  scheduler: TimerSink;
  /** Optional: counts `skills.answered`, `skills.answered.<name>`, `skills.followUps` and `skills.failed`. */
  counters?: Counters;
  /** Told which chain client set each new timer, so it can ring in that room (a satellite). */
  onTimerScheduled?: (timerId: number, clientId: string) => void;
}

/** True for the store's "the disk refused this write" error (StoreError code HEARTH_STORE_WRITE_FAILED). */
function isWriteFailure(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'HEARTH_STORE_WRITE_FAILED';
}

function answer(reply: SkillReply): StageResult {
  return { kind: 'answer', text: reply.text, route: 'skill', evidence: [{ source: 'skill', text: reply.text, lang: reply.lang }] };
}

/**
 * The 'skills' stage: answers with route 'skill' when a skill matches (evidence: one 'skill' item with the same
 * text), else passes. A skill that throws is a bug: it is counted as `skills.failed` and the turn moves on.
 * One exception is expected: a write the disk refused (a note, a timer, a deletion). Then the skill must not
 * acknowledge it, and the answer says plainly that nothing was saved (`skills.writeFailed`).
 */
export function createSkillStage(deps: SkillStageDeps): Stage {
  const timeZone = resolveTimeZone(deps.timeZone);
  const followUps = new FollowUpMemory();
  const byName = new Map(deps.skills.skills.map((s) => [s.name, s]));
  return {
    name: 'skills',
    async run(turn: Turn, stage: StageContext): Promise<StageResult> {
      const onScheduled = deps.onTimerScheduled;
      // Timers remember the room (client) that set them, so they ring there (satellites).
      const timers: TimerSink = onScheduled
        ? { schedule: (row, lang) => (onScheduled(row.id, turn.clientId), deps.scheduler.schedule(row, lang)), cancel: (id) => deps.scheduler.cancel(id) }
        : deps.scheduler;
      const ctx: SkillContext = { now: turn.startedAt, timeZone, store: deps.store, timers, clientId: turn.clientId, followUps, signal: stage.signal };
      if (deps.lists) ctx.lists = deps.lists;
      if (turn.lang !== undefined) ctx.lang = turn.lang;
      try {
        const open = followUps.get(turn.clientId, turn.startedAt.getTime());
        if (open) {
          followUps.clear(turn.clientId);
          const reply = byName.get(open.skill)?.followUp?.(turn.text, open, ctx) ?? null;
          if (reply) {
            deps.counters?.bump('skills.followUps');
            return answer(reply);
          }
        }
        const found = deps.skills.match(turn.text);
        if (!found) return { kind: 'pass' };
        const reply = await found.skill.handle(found.intent, ctx);
        deps.counters?.bump('skills.answered');
        deps.counters?.bump(`skills.answered.${found.skill.name}`);
        return answer(reply);
      } catch (error) {
        if (isWriteFailure(error)) {
          deps.counters?.bump('skills.writeFailed');
          const text = phrasesFor(turn.lang).cannotSave;
          return { kind: 'answer', text, route: 'skill', evidence: [{ source: 'skill', text }] };
        }
        deps.counters?.bump('skills.failed');
        return { kind: 'pass' };
      }
    },
  };
}
