import { test } from 'vitest';
import { matchWords } from '../daemon/text/tokens.js';
test('perf', () => {
  const text = 'The river flows through the valley and past many towns, where it was used for trade since the 1700s. Its water level varies by season, and floods were common until dams were built. '.repeat(1200);
  const seg = new Intl.Segmenter(undefined, { granularity: 'word' });
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const w = matchWords(text);
    const t1 = performance.now();
    let n = 0; for (const s of seg.segment(text)) if (s.isWordLike) n++;
    const t2 = performance.now();
    const r = text.match(/[\p{L}\p{N}]+/gu)!.length;
    const t3 = performance.now();
    process.stderr.write(`PERF ${w.length} ${(t1 - t0).toFixed(1)} seg ${n} ${(t2 - t1).toFixed(1)} re ${r} ${(t3 - t2).toFixed(1)}\n`);
  }
});
