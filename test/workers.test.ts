import { describe, expect, it } from 'vitest';
import { startWorker, workerUrl } from '../daemon/workers/spawn.js';

describe('worker threads from TypeScript sources', () => {
  it('picks the .ts worker beside a .ts caller and the .js one beside compiled code', () => {
    expect(workerUrl('file:///a/b/wake.ts', 'wake-worker').href).toBe('file:///a/b/wake-worker.ts');
    expect(workerUrl('file:///a/dist/wake.js', 'wake-worker').href).toBe('file:///a/dist/wake-worker.js');
  });

  it('runs a TypeScript worker module and exchanges messages with it', async () => {
    const worker = startWorker(new URL('./fixtures/echo-worker.ts', import.meta.url));
    const reply = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(21);
    });
    await worker.terminate();
    expect(reply).toBe(42);
  });
});
