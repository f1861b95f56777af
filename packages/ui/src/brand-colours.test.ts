import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLD, INK } from './brand-colours.js';

/** The value a stylesheet gives a custom property (its first declaration). */
const cssProperty = (css: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe('the brand colours', () => {
  it('are the same in the CSS tokens as in code', () => {
    const tokens = readFileSync(new URL('./styles/tokens.css', import.meta.url), 'utf8');
    expect(cssProperty(tokens, '--gold')).toBe(GOLD);
    expect(cssProperty(tokens, '--ink')).toBe(INK);
  });
});
