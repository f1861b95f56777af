/**
 * The `<script>` element that loaded the widget, for its `data-*` settings: found by the
 * standalone build's prelude (embed/classic-script-entry.ts) while the script first runs, when a
 * classic script is still `document.currentScript`; a module script (which has none) by its file
 * name, the last on the page.
 */
declare const __detailingChatScript: HTMLScriptElement | null;

export function ownScript(): HTMLScriptElement | null {
  return typeof __detailingChatScript === 'undefined' ? null : __detailingChatScript;
}

/** The element's attributes a script tag may set as `data-*` (`data-hide-launcher`, …). */
export const SCRIPT_SETTINGS = ['business-name', 'theme-color', 'position', 'hide-launcher'];
