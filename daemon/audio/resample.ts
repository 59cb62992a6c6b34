/**
 * Turning any decoded audio into Hearth's speech format: 16 kHz, mono, signed 16-bit.
 *
 * Hearth converts in-process with a small linear resampler rather than shelling out to sox, so that reading a
 * WAV needs no external tool and gives the same samples on every box. Downmixing averages the channels.
 * Downsampling first smooths with a moving average as wide as the rate ratio (a crude low-pass that keeps
 * most aliasing out of the speech band), then interpolates linearly. That is plenty for wake-word, VAD and
 * Whisper models, which all look at 16 kHz features up to about 4-8 kHz; it is not a hi-fi converter.
 */

/** The sample rate every voice model in Hearth takes. */
export const SPEECH_SAMPLE_RATE_HZ = 16_000;

/** Averages channels into one. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 0) return new Float32Array(0);
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(length);
  for (const ch of channels) for (let i = 0; i < length; i++) out[i]! += ch[i]! / channels.length;
  return out;
}

/** Moving average over `width` samples, centred, for the low-pass before downsampling. */
function smooth(input: Float32Array, width: number): Float32Array {
  if (width <= 1) return input;
  const out = new Float32Array(input.length);
  const half = Math.floor(width / 2);
  let sum = 0;
  let count = 0;
  // A running window [i - half, i + half]: add the sample entering, drop the one leaving.
  for (let i = 0; i < Math.min(half, input.length); i++) { sum += input[i]!; count++; }
  for (let i = 0; i < input.length; i++) {
    const enter = i + half;
    if (enter < input.length) { sum += input[enter]!; count++; }
    const leave = i - half - 1;
    if (leave >= 0) { sum -= input[leave]!; count--; }
    out[i] = sum / count;
  }
  return out;
}

/** Resamples mono float audio from `fromRate` to `toRate` by linear interpolation (smoothed when shrinking). */
export function resampleLinear(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || input.length === 0) return input;
  const ratio = fromRate / toRate;
  const source = ratio > 1 ? smooth(input, Math.round(ratio)) : input;
  const length = Math.floor(input.length / ratio);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const pos = i * ratio;
    const left = Math.floor(pos);
    const right = Math.min(left + 1, source.length - 1);
    const frac = pos - left;
    out[i] = source[left]! * (1 - frac) + source[right]! * frac;
  }
  return out;
}

/** Float -1..1 to int16 with clipping. */
export function floatToInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const v = Math.max(-1, Math.min(1, input[i]!));
    out[i] = Math.round(v < 0 ? v * 32768 : v * 32767);
  }
  return out;
}

/** Any channels at any rate to 16 kHz mono int16. */
export function toSpeechPcm(channels: readonly Float32Array[], sampleRate: number): Int16Array {
  return floatToInt16(resampleLinear(downmix(channels), sampleRate, SPEECH_SAMPLE_RATE_HZ));
}
