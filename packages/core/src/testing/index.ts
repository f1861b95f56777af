// Test support of @detailing/core (`@detailing/core/testing`): the memory backend and
// its data builders, the settings and hostile inputs the tests share. Product code never imports
// it (eslint.config.js refuses it). Test-only modules that need Vitest (the contract suites, the
// rules and emulator fixtures) are imported by path from core's own tests.

export * from './memory';
export { ALWAYS_OPEN_AWAY_MESSAGE, alwaysOpenSettings } from './settings.js';
export { HOSTILE_EMAILS, HOSTILE_ORIGINS } from './hostile.js';
