import { describe, expect, it } from 'vitest';
import { cpuPercent, parseMachineTicks, parseProcStat } from './proc-cpu.mjs';

describe('reading CPU time from /proc', () => {
  it("takes a process's parent and user + system ticks, whatever its command name holds", () => {
    const line =
      '4242 (java (emu) x) S 17 4242 17 0 -1 4194560 900 0 0 0 1234 567 0 0 20 0 40 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, comm: 'java (emu) x', ppid: 17, ticks: 1801 });
  });

  it("counts the machine's idle and iowait ticks as not busy", () => {
    const text = 'cpu  100 5 50 1000 20 3 2 0 0 0\ncpu0 50 2 25 500 10 1 1 0 0 0\n';
    expect(parseMachineTicks(text)).toEqual({ busy: 160, total: 1180 });
  });

  it('gives shares in % of one core (two busy cores: 200)', () => {
    expect(cpuPercent(200, 1000, 100)).toBe(200);
    expect(cpuPercent(75, 1500, 100)).toBe(50);
  });
});
