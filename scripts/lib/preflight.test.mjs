// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkChromium,
  checkJava,
  checkNode,
  checkPorts,
  reportPreflight,
  SUPPORTED_NODE,
} from './preflight.mjs';

describe('checkNode', () => {
  it.each(['20.19.0', '20.20.2', '22.13.0', '22.21.1', '24.0.0', '24.21.0', '25.1.0'])(
    'accepts Node %s',
    (version) => {
      expect(checkNode(version)).toEqual({ ok: true, line: `Node ${version}` });
    },
  );

  it.each(['18.20.4', '20.18.3', '21.7.3', '22.12.0', '23.11.0'])(
    'refuses Node %s and says which to install',
    (version) => {
      const { ok, line } = checkNode(version);
      expect(ok).toBe(false);
      expect(line).toBe(
        `Node ${version} is not supported: install Node 24 or 22 (22.13+; 20.19+ also works), ` +
          'e.g. `nvm install 24`, then run the command again.',
      );
    },
  );

  it('agrees with package.json engines', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
  });
});

describe('checkJava', () => {
  const jar = '/opt/firestore.jar';

  it('given Java 21+, firebase-tools runs the emulator (no jar needed)', () => {
    const check = checkJava({ java: 21, jar, jarExists: false, jarFromEnv: false });
    expect(check).toEqual({
      ok: true,
      line: 'Java 21 (firebase-tools runs the Firestore emulator)',
    });
  });

  it('given Java 11 to 20, the jar is needed, and its absence says what to do', () => {
    expect(checkJava({ java: 17, jar, jarExists: true, jarFromEnv: false })).toEqual({
      ok: true,
      line: `Java 17 with the Firestore emulator jar ${jar}`,
    });
    const missing = checkJava({ java: 17, jar, jarExists: false, jarFromEnv: false });
    expect(missing.ok).toBe(false);
    expect(missing.line).toBe(
      `Java 17 runs the Firestore emulator only from the Cloud SDK's jar, not found at ${jar}: ` +
        'install Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`, ' +
        '`brew install openjdk@21`), or set FIRESTORE_EMULATOR_JAR to the jar.',
    );
  });

  it('given no java, or one older than 11, it says to install Java 21', () => {
    for (const java of [null, 8]) {
      const { ok, line } = checkJava({ java, jar, jarExists: true, jarFromEnv: false });
      expect(ok).toBe(false);
      expect(line).toMatch(/^(No `java` on PATH|Java 8 is too old): install Java 21 or newer/);
    }
  });

  it('given FIRESTORE_EMULATOR_JAR, the jar is used even on Java 21, and a wrong path is named', () => {
    expect(checkJava({ java: 21, jar, jarExists: true, jarFromEnv: true }).line).toBe(
      `Java 21 with the Firestore emulator jar ${jar}`,
    );
    expect(checkJava({ java: 21, jar, jarExists: false, jarFromEnv: true })).toEqual({
      ok: false,
      line: `FIRESTORE_EMULATOR_JAR names ${jar}, which does not exist: fix the path or unset it.`,
    });
  });
});

describe('checkChromium', () => {
  it('names the Chromium found, or passes on what to do', () => {
    expect(checkChromium({ source: '/usr/bin/chromium' })).toEqual({
      ok: true,
      line: 'Chromium: /usr/bin/chromium',
    });
    expect(checkChromium({ error: 'No Chromium: install one.' })).toEqual({
      ok: false,
      line: 'No Chromium: install one.',
    });
  });
});

describe('checkPorts', () => {
  it('is fine with every port free', () => {
    expect(checkPorts([])).toEqual({ ok: true, line: 'Ports free' });
  });

  it('names each taken port and what it is for, on one line', () => {
    const one = checkPorts([{ port: 5173, name: 'site dev server' }]);
    expect(one.ok).toBe(false);
    expect(one.line).toBe(
      'Port 5173 (site dev server) is already in use: stop the other `npm start`/`npm run dev` ' +
        '(or whatever listens there, `ss -ltnp` shows it), then run the command again.',
    );
    const two = checkPorts([
      { port: 5000, name: 'Hosting emulator' },
      { port: 8080, name: 'Firestore emulator' },
    ]);
    expect(two.line).toMatch(
      /^Ports 5000 \(Hosting emulator\), 8080 \(Firestore emulator\) are already in use: /,
    );
    expect(two.line).not.toContain('\n');
  });
});

describe('reportPreflight', () => {
  it('prints every check and throws one error listing only the failed ones', () => {
    /** @type {string[]} */
    const printed = [];
    const checks = [
      { ok: true, line: 'Node 24.21.0' },
      { ok: false, line: 'No `java` on PATH: install Java 21.' },
      { ok: false, line: 'Port 5000 (Hosting emulator) is already in use.' },
    ];
    expect(() => reportPreflight(checks, (line) => printed.push(line))).toThrow(
      'Cannot start, 2 problems:\n' +
        '  ✗ No `java` on PATH: install Java 21.\n' +
        '  ✗ Port 5000 (Hosting emulator) is already in use.',
    );
    expect(printed.join('\n')).toContain('✓ Node 24.21.0');
    expect(printed.join('\n')).toContain('✗ No `java` on PATH');
  });

  it('passes quietly past all-green checks, printing them', () => {
    /** @type {string[]} */
    const printed = [];
    reportPreflight([{ ok: true, line: 'Node 22.13.0' }], (line) => printed.push(line));
    expect(printed).toEqual(['Preflight: ✓ Node 22.13.0']);
  });
});
