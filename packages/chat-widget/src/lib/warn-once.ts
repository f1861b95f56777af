/** Problems already reported on this page: each is logged once, however often it happens. */
const reported = new Set<string>();

/**
 * Tells the page's developer about a bad call to the widget's API: one `console.warn` per
 * distinct problem, never an exception (the host page's own code must keep running).
 */
export function warnOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`DetailingChat: ${problem}`);
}
