/** The standalone script's file name, with or without a query (`?v=2`) or fragment. */
const WIDGET_SCRIPT = /\/detailing-chat\.js(?:[?#]|$)/;

/**
 * The `<script>` element that loaded the widget, for its `data-*` settings. A classic script
 * (`async`, `defer`, inserted by a tag manager) is `document.currentScript` while it first runs,
 * so this must be called then; a module script has none (and `import.meta` would make the file
 * unloadable as a classic script), so it is found by its file name, the last one on the page.
 */
export function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
  return scripts.reverse().find((script) => WIDGET_SCRIPT.test(script.src)) ?? null;
}

/** The element's attributes a script tag may set as `data-*` (`data-hide-launcher`, …). */
export const SCRIPT_SETTINGS = ['business-name', 'theme-color', 'position', 'hide-launcher'];
