/**
 * Gives a shadow root its own styles: a constructed stylesheet where the browser supports
 * `adoptedStyleSheets` (not subject to a host page's `style-src`), else a <style> element.
 * There is one launcher and one panel per page, so each parses its sheet once.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
