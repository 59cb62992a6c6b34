import { it } from 'vitest';
import { frames, readWavFile } from '../daemon/audio/source.js';
import { startWakeEngine } from '../daemon/wake/engine.js';
import { speechClip } from './helpers/clips.js';

it('probe', async () => {
  const out = await startWakeEngine({ wake: { models: ['alexa', 'hey_jarvis', 'hey_mycroft'], threshold: 0.5, refractoryMs: 2000 }, modelsDir: '/work/shared/models' });
  if (!out.ok) throw new Error(JSON.stringify(out));
  for (const voice of ['en', 'en-us', 'en-gb-x-rp', 'en+m3', 'en-us+f3']) for (const text of ['hey jarvis. what time is it', 'hey, jarvis', 'hey jarvis']) for (const wpm of [140, 175]) {
    const wav = await readWavFile(speechClip(text, { voice, wpm }));
    if (!wav.ok) throw new Error('wav');
    let max = 0; let maxA = 0;
    for (const f of frames(wav.pcm)) {
      const r = await out.engine.process(f);
      max = Math.max(max, r.scores.hey_jarvis ?? 0); maxA = Math.max(maxA, r.scores.hey_mycroft ?? 0, r.scores.alexa ?? 0);
    }
    console.log(voice, wpm, JSON.stringify(text), max.toFixed(3), maxA.toFixed(3));
  }
  await out.engine.close();
});
