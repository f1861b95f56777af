// @ts-check
// Reads a dotenv file such as .env.production (see production-env.mjs).

/** @typedef {{ values: Record<string, string>, errors: string[] }} ParsedEnvFile */

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Reads a dotenv file as a shell would read it with `set -a; . ./file`, for the simple forms a
 * config file uses: `NAME=value`, `export NAME=value`, values in single or double quotes,
 * `# comments` on their own line or after a value (after whitespace), blank lines. Anything
 * else, and a name set twice, is an error naming the line.
 * @param {string} text
 * @returns {ParsedEnvFile}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Record<string, number>} */
  const lineOf = {};
  /** @type {string[]} */
  const errors = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const match = /^(?:export\s+)?([^=\s]+)\s*=(.*)$/.exec(trimmed);
    if (!match || !match[1] || match[2] === undefined) {
      errors.push(`line ${line}: expected NAME=value, found "${trimmed}"`);
      return;
    }
    const [, name, rest] = match;
    if (!NAME.test(name)) {
      errors.push(`line ${line}: "${name}" is not a variable name`);
      return;
    }
    const value = parseValue(rest.trim());
    if (value === null) {
      errors.push(`line ${line}: ${name}'s value has an unclosed quote or text after the quote`);
      return;
    }
    if (name in values) {
      errors.push(`line ${line}: ${name} is set again (first on line ${lineOf[name]})`);
      return;
    }
    values[name] = value;
    lineOf[name] = line;
  });
  return { values, errors };
}

/**
 * @param {string} rest what follows `=`, trimmed
 * @returns {string | null} null when the quoting is broken
 */
function parseValue(rest) {
  const quote = rest[0];
  if (quote === '"' || quote === "'") {
    const end = rest.indexOf(quote, 1);
    if (end < 0) return null;
    const after = rest.slice(end + 1).trim();
    if (after !== '' && !after.startsWith('#')) return null;
    const inner = rest.slice(1, end);
    return quote === '"' ? inner.replace(/\\n/g, '\n') : inner;
  }
  // Unquoted: a comment starts at a # after whitespace (`KEY=abc # note`).
  return rest.replace(/\s+#.*$/, '').trim();
}
