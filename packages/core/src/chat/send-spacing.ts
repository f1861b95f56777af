/**
 * Runs a visitor's sends one after another, starting each one at least `intervalMs` after the
 * previous one succeeded. The rules refuse a visitor message that follows the previous one too
 * closely (flood control); spacing the sends on the client delivers a burst in order instead.
 *
 * Measured from when the client learns of the success, which is after the server saved it, so
 * the gap the server sees is never shorter, whatever the clocks say.
 */
export interface SendSpacer {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface SendSpacerOptions {
  readonly intervalMs: number;
  /** Added to the interval to absorb timer jitter. */
  readonly marginMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export function createSendSpacer(options: SendSpacerOptions): SendSpacer {
  const { intervalMs, marginMs = 0, now = Date.now } = options;
  const wait = options.sleep ?? sleep;
  let tail: Promise<unknown> = Promise.resolve();
  let lastSuccessAt = Number.NEGATIVE_INFINITY;

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(async () => {
        const delay = lastSuccessAt + intervalMs + marginMs - now();
        if (delay > 0) await wait(delay);
        const value = await task();
        lastSuccessAt = now();
        return value;
      });
      // The next send waits for this one to settle, whether it succeeded or not.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
