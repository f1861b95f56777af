import { GOLD } from '@detailing/ui';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the widget’s default accent', () => {
  it('is the brand’s gold, in the launcher and in the panel', () => {
    expect(/--dc-accent:\s*([^;]+);/.exec(css('./loader/loader.css'))?.[1]).toBe(GOLD);
    expect(
      /--dc-gold:\s*var\(--dc-accent,\s*([^)]+)\)/.exec(css('./panel/chat-panel.css'))?.[1],
    ).toBe(GOLD);
  });
});
