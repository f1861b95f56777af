import type { PageModule } from './pages/page-module';
import type { PageRoute } from './routes';

const loads = new Map<PageRoute, Promise<PageModule>>();

/**
 * The route's page module, loaded once and shared by every caller. The promise carries React's
 * `status`/`value` fields once settled, so `use()` reads a loaded page without suspending: the
 * prerendered page hydrates synchronously.
 */
export function loadPage(route: PageRoute): Promise<PageModule> {
  let promise = loads.get(route);
  if (!promise) {
    const loading = route.load();
    Object.assign(loading, { status: 'pending' });
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        // A failed chunk load (say, offline) is retried on the next visit to the route.
        loads.delete(route);
      },
    );
    loads.set(route, loading);
    promise = loading;
  }
  return promise;
}
