import { describe, expect, it } from 'vitest';
import { type LiveQueryChange, liveQuery } from './live-query';

/** A watch the test drives: its callbacks, and whether it was unsubscribed. */
function fakeWatch() {
  const runs: {
    value: (value: number) => void;
    error: (error: unknown) => void;
    stopped: boolean;
  }[] = [];
  const watch = (value: (v: number) => void, error: (e: unknown) => void) => {
    const run = { value, error, stopped: false };
    runs.push(run);
    return () => {
      run.stopped = true;
    };
  };
  return { runs, watch };
}

describe('liveQuery', () => {
  it('reports loading, then each result; stop ends the watch and drops what comes after', () => {
    const { runs, watch } = fakeWatch();
    const seen: LiveQueryChange<number>[] = [];
    const query = liveQuery(watch, (change) => seen.push(change));
    query.start();
    runs[0]?.value(1);
    runs[0]?.value(2);
    query.stop();
    runs[0]?.value(3);
    expect(seen).toEqual([
      { status: 'loading' },
      { status: 'ready', value: 1 },
      { status: 'ready', value: 2 },
    ]);
    expect(runs[0]?.stopped).toBe(true);
  });

  it('a failure ends the watch; start again is the retry, and the old watch is not heard', () => {
    const { runs, watch } = fakeWatch();
    const seen: LiveQueryChange<number>[] = [];
    const query = liveQuery(watch, (change) => seen.push(change));
    query.start();
    runs[0]?.error(new Error('offline'));
    runs[0]?.value(9);
    query.start();
    runs[1]?.value(4);
    expect(seen.map((change) => change.status)).toEqual(['loading', 'error', 'loading', 'ready']);
    expect(seen.at(-1)).toEqual({ status: 'ready', value: 4 });
  });

  it('a restart for new arguments stops the old watch and drops its late results', () => {
    const { runs, watch } = fakeWatch();
    const seen: LiveQueryChange<number>[] = [];
    const query = liveQuery(watch, (change) => seen.push(change));
    query.start();
    query.start();
    expect(runs[0]?.stopped).toBe(true);
    runs[0]?.value(1);
    runs[1]?.value(2);
    expect(seen).toEqual([
      { status: 'loading' },
      { status: 'loading' },
      { status: 'ready', value: 2 },
    ]);
  });

  it('a watch that fails before it returns is unsubscribed, and reported once', () => {
    let stopped = false;
    const seen: LiveQueryChange<number>[] = [];
    const query = liveQuery<number>(
      (_, error) => {
        error(new Error('refused'));
        return () => {
          stopped = true;
        };
      },
      (change) => seen.push(change),
    );
    query.start();
    expect(seen.map((change) => change.status)).toEqual(['loading', 'error']);
    expect(stopped).toBe(true);
  });
});
