#!/usr/bin/env node
// @ts-check
// Type-checks every workspace with its own tsconfig, plus the root project (scripts, e2e).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const projects = [
  'tsconfig.json',
  'packages/ui/tsconfig.json',
  'packages/chat-core/tsconfig.json',
  'packages/chat-widget/tsconfig.json',
  'packages/site/tsconfig.json',
  'packages/admin/tsconfig.json',
  'functions/tsconfig.json',
];
/** A workspace whose src/ is still empty has nothing to check (tsc would call that an error). */
const hasSources = (/** @type {string} */ project) => {
  const src = path.join(root, path.dirname(project), 'src');
  return project === 'tsconfig.json' || readdirSync(src, { recursive: true }).length > 0;
};
const failures = [];
const checked = projects.filter(hasSources);
for (const project of checked) {
  try {
    await run('npx', ['--no-install', 'tsc', '--noEmit', '-p', project], { cwd: root });
  } catch {
    failures.push(project);
  }
}
if (failures.length > 0) {
  console.error(`Type errors in: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`Types OK in ${checked.length} projects: ${checked.join(', ')}.`);
