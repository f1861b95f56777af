import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same promise', async () => {
    const load = vi.fn(async () => ({ chunk: 1 }));
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toEqual({ chunk: 1 });
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('panel');
    const get = loadOnce(load);
    const first = get();
    // Callers waiting on the failed load all hear of it.
    await expect(Promise.all([first, get()])).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('panel');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the caller say how a failure reads', async () => {
    const get = loadOnce(
      () => Promise.reject(new Error('offline')),
      (error) => {
        throw new Error('The live chat could not be loaded.', { cause: error });
      },
    );
    await expect(get()).rejects.toThrow('The live chat could not be loaded.');
  });
});
