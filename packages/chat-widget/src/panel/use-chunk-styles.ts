import { type RefObject, useLayoutEffect } from 'react';

/** Shadow roots that have each chunk's stylesheet, by stylesheet. */
const styled = new WeakMap<Node, Set<string>>();

/**
 * Gives the panel's shadow root a lazy chunk's own stylesheet the first time one of its
 * components shows (the photos): most visitors never need them, and the panel's own chunk is
 * held to a tight budget. As lib/adopt-styles does (not imported: the loader has that module,
 * and a chunk that shared it would make the loader a module with exports). The away notice
 * keeps its own copy: shared with it, this would be one more chunk in the opened widget.
 */
export function useChunkStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const sheets = styled.get(root) ?? new Set();
    if (sheets.has(css)) return;
    styled.set(root, sheets.add(css));
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } else {
      const style = document.createElement('style');
      style.textContent = css;
      root.prepend(style);
    }
  }, [ref, css]);
}
