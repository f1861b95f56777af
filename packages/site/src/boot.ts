import './styles/global.css';

/**
 * The site's entry. A prerendered page is complete without JavaScript: its code only hydrates
 * it. So the code is fetched once the page has painted, and no longer competes with what the
 * visitor sees first (the hero image, the fonts) for a slow connection. The prerender lists the
 * page's modules (the hydration entry, the page's own chunk and their imports) in
 * `<meta name="hydration-modules">`; all of them are requested straight away, so nothing waits
 * on a chain of imports.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The second frame callback runs after the first frame has been painted. A background tab
  // paints nothing: the timer starts hydration there anyway.
  requestAnimationFrame(() => requestAnimationFrame(once));
  setTimeout(once, 500);
}

/**
 * Imports the hydration entry and every module it and the page need (the prerendered list,
 * entry first). Without the list (the dev server) the entry alone.
 */
function hydrate(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="hydration-modules"]');
  const modules = list?.content.split(' ').filter(Boolean) ?? [];
  if (modules.length === 0) {
    void import('./entry-client');
    return;
  }
  // The entry now, then one import per task: starting thirty imports in one task was a long
  // task of its own on a slow phone. The downloads still run in parallel.
  modules.forEach((href, index) => {
    const load = () => void import(/* @vite-ignore */ href);
    if (index === 0) load();
    else setTimeout(load, 0);
  });
}

afterFirstPaint(hydrate);
