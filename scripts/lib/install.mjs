// @ts-check
// Only Node built-ins here: this runs before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Installs dependencies when node_modules is missing or older than the lockfile.
 * @param {string} root
 */
export function ensureDependencies(root) {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const fresh =
    existsSync(installed) &&
    (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  const args = existsSync(lock) ? ['ci'] : ['install'];
  console.log(`Installing dependencies (npm ${args[0]})...`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm could not install the dependencies; see its output above.');
    process.exit(1);
  }
}
