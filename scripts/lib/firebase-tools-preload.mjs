// @ts-check
// Loaded into the firebase-tools process alone (`node --import`, scripts/lib/emulators.mjs),
// before its own code. The Auth emulator checks each request against the Identity Toolkit API's
// schemas with exegesis, which by default compiles every one of them with ajv as the emulator
// starts: 5 CPU-s, and 4 s of the stack's 12 on 2 cores. exegesis's own option
// `lazyCompileValidationSchemas` compiles each schema when a request first needs it: the same
// checks, only later. firebase-tools does not set it, so here it becomes exegesis's default.
import { createRequire } from 'node:module';

try {
  // exegesis's options module as firebase-tools loads it: the same instance, as CommonJS caches
  // it by its path.
  const firebaseTools = createRequire(import.meta.url).resolve('firebase-tools/package.json');
  /** @type {{ compileOptions?: (options?: object) => object }} */
  const options = createRequire(firebaseTools)('exegesis/lib/options');
  const compile = options.compileOptions;
  if (typeof compile === 'function') {
    options.compileOptions = (given = {}) =>
      compile({ lazyCompileValidationSchemas: true, ...given });
  }
} catch {
  // A firebase-tools without exegesis: it starts as it would have (the preload's test says so).
}
