// @ts-check
// The brand's colours for code that cannot read CSS: the web app manifest, the app icons
// (packages/admin/scripts/make-icons.mjs) and the chat widget's default accent. The CSS tokens in
// styles/tokens.css say the same; brand-colours.test.ts holds them equal. Plain JavaScript so
// Node scripts import it as they are.

/** The page background. */
export const INK = '#0b0f14';
/** The accent: links, focus rings, the logo, the chat launcher. */
export const GOLD = '#d9b777';
