/**
 * The acknowledgement sound played when the wake word is heard: two short rising tones, generated here so
 * there is no sound file to ship or lose. Pure.
 */

/** Rate of the generated sound; espeak-ng's rate, so a box that plays both needs only one kind of stream. */
export const ACK_RATE_HZ = 22_050;

/**
 * Each tone's length, ms: long enough to hear in a kitchen, short enough that the listener, which starts
 * capturing at once, gets at most a blip of it (the VAD needs 250 ms of speech to start an utterance).
 */
const TONE_MS = 70;
/** Silence between the tones, ms. */
const GAP_MS = 30;
/** A rising fifth (A5 then E6): reads as "yes?" rather than as an alarm. */
const TONES_HZ = [880, 1320] as const;
/** Peak level, a fraction of full scale: audible without startling. */
const LEVEL = 0.3;
/** Fade in and out, ms, so the tones start and stop without clicks. */
const FADE_MS = 8;

/** The acknowledgement sound as mono int16 at `rate`. */
export function ackTone(rate = ACK_RATE_HZ): Int16Array {
  const toneSamples = Math.round((TONE_MS * rate) / 1000);
  const gapSamples = Math.round((GAP_MS * rate) / 1000);
  const fadeSamples = Math.max(1, Math.round((FADE_MS * rate) / 1000));
  const out = new Int16Array(TONES_HZ.length * toneSamples + (TONES_HZ.length - 1) * gapSamples);
  TONES_HZ.forEach((hz, k) => {
    const base = k * (toneSamples + gapSamples);
    for (let i = 0; i < toneSamples; i++) {
      const envelope = Math.min(1, i / fadeSamples, (toneSamples - 1 - i) / fadeSamples);
      out[base + i] = Math.round(32767 * LEVEL * envelope * Math.sin((2 * Math.PI * hz * i) / rate));
    }
  });
  return out;
}

/** The alarm ring: three short beeps at 1 kHz, louder than the acknowledgement; one ring lasts 0.55 s. */
const ALARM_BEEP_MS = 120;
const ALARM_BEEP_GAP_MS = 95;
const ALARM_BEEPS = 3;
const ALARM_HZ = 1000;
/** Peak level for the alarm: it has to wake someone, but must not clip. */
const ALARM_LEVEL = 0.6;

/** One ring of the alarm sound as mono int16 at `rate`. Pure. */
export function alarmTone(rate = ACK_RATE_HZ): Int16Array {
  const beep = Math.round((ALARM_BEEP_MS * rate) / 1000);
  const gap = Math.round((ALARM_BEEP_GAP_MS * rate) / 1000);
  const fade = Math.max(1, Math.round((FADE_MS * rate) / 1000));
  const out = new Int16Array(ALARM_BEEPS * beep + (ALARM_BEEPS - 1) * gap);
  for (let k = 0; k < ALARM_BEEPS; k++) {
    const base = k * (beep + gap);
    for (let i = 0; i < beep; i++) {
      const envelope = Math.min(1, i / fade, (beep - 1 - i) / fade);
      out[base + i] = Math.round(32767 * ALARM_LEVEL * envelope * Math.sin((2 * Math.PI * ALARM_HZ * i) / rate));
    }
  }
  return out;
}
