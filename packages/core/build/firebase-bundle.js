// @ts-check
// How an app that bundles Firebase for the browser (the widget, the site, the staff console)
// keeps out the parts of it we never call. One place for the three Vite builds.
import { fileURLToPath } from 'node:url';

/**
 * Firebase's modules for a `codeSplitting` group of their own (one long-cached chunk), less the
 * parts loaded only on demand, which keep chunks of their own: App Check (only with a site key),
 * Cloud Messaging and the Installations service it alone uses (only when staff switch push on or
 * off).
 */
export const FIREBASE_CHUNK =
  /node_modules[\\/](?:firebase|@firebase|idb)[\\/](?!(?:app-check|messaging|installations)[\\/])|[\\/]re2js-stub\.js$/;

/**
 * A Vite plugin: `re2js` (45 kB gzip, pulled in by every Firestore build since firebase 12.15
 * for pipeline regex expressions) resolves to a stub that throws if it is ever called.
 * docs/performance.md, "Firebase", has the sizes before and after.
 * @returns {import('vite').Plugin}
 */
export function firebaseBundle() {
  return {
    name: 'detailing-firebase-bundle',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^re2js$/,
            replacement: fileURLToPath(new URL('re2js-stub.js', import.meta.url)),
          },
        ],
      },
    }),
  };
}

/** Auth's browser build, where its classes' static properties are set after each class. */
const AUTH_ESM = /[\\/]@firebase[\\/]auth[\\/]dist[\\/]esm[\\/]index-[^\\/]+\.js$/;

/**
 * `Name.prop = literal;` at the top level (a line of its own), with the comment Firebase's build
 * leaves after enum values: group 1 is the class, 2 the property, 3 the value.
 */
const STATIC_ASSIGNMENT =
  /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*) = ('[^'\n]*'|"[^"\n]*"|null|true|false|\[\]|-?\d+)(?: \/\*[^*\n]*\*\/)?;$/gm;

/** A top-level class declaration's first line: group 1 is its name. */
const CLASS_DECLARATION = /^class ([A-Za-z_$][\w$]*)\b[^\n{]*\{$/gm;

/**
 * Moves each `Name.prop = literal;` that follows a top-level `class Name` into the class as
 * `static prop = literal;`. Both define the property once, when the module is evaluated, with the
 * same value; but a bundler must keep an assignment to a class's property (a write to an object
 * is a side effect), and with it the class, used or not, while a class whose static fields are
 * literals is dropped when nothing uses it. Anything else is left alone. Every line keeps its
 * place (the field goes at the end of the class's first line, the assignment's line is emptied),
 * so the module's source map still holds.
 * @param {string} code
 * @returns {{ code: string, moved: string[] }}
 */
export function moveStaticAssignments(code) {
  /** @type {{ at: number, order: number, remove: number, insert: string }[]} */
  const edits = [];
  /** @type {string[]} */
  const moved = [];
  /** Each top-level class declaration's first line (`class Name ... {`), by name. */
  /** @type {Map<string, RegExpExecArray[]>} */
  const classes = new Map();
  for (const declaration of code.matchAll(CLASS_DECLARATION)) {
    const name = declaration[1] ?? '';
    classes.set(name, [...(classes.get(name) ?? []), declaration]);
  }
  for (const match of code.matchAll(STATIC_ASSIGNMENT)) {
    const [statement, name = '', prop, value] = match;
    const declarations = classes.get(name) ?? [];
    const first = declarations[0];
    if (declarations.length !== 1 || first === undefined || first.index > match.index) continue;
    const order = edits.length;
    edits.push({
      at: first.index + first[0].length,
      order,
      remove: 0,
      insert: ` static ${prop} = ${value};`,
    });
    edits.push({ at: match.index, order, remove: statement.length, insert: '' });
    moved.push(`${name}.${prop}`);
  }
  // In order of place (a class's fields in the order of their assignments), in one pass.
  /** @type {string[]} */
  const pieces = [];
  let done = 0;
  for (const { at, remove, insert } of edits.sort((a, b) => a.at - b.at || a.order - b.order)) {
    pieces.push(code.slice(done, at), insert);
    done = at + remove;
  }
  pieces.push(code.slice(done));
  const out = pieces.join('');
  return { code: out, moved };
}

/**
 * A Vite plugin for the builds that sign in anonymously only (the widget): Firebase Auth sets its
 * classes' static properties after them (`GoogleAuthProvider.PROVIDER_ID = "google.com"`), which
 * keeps the sign-in popup, the OAuth providers and the session-only persistences in every bundle
 * that imports Auth, used or not (about 2.3 kB gzip in the widget). `moveStaticAssignments`
 * turns them into static fields, which a bundler drops with their class when nothing uses it.
 * The values and the time they are set do not change. docs/performance.md, "Firebase".
 * @returns {import('vite').Plugin}
 */
export function authStaticFields() {
  return {
    name: 'detailing-auth-static-fields',
    transform: {
      filter: { id: AUTH_ESM },
      handler(code, id) {
        if (!AUTH_ESM.test(id)) return null;
        const { code: out, moved } = moveStaticAssignments(code);
        // No code moves to another line or column: the module's source map still holds.
        return moved.length === 0 ? null : { code: out, map: null };
      },
    },
  };
}
