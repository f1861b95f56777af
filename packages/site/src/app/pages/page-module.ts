import type { ComponentType } from 'react';
import type { PageMeta } from '../page-meta';

/** What a route loads: its component and its head. */
export interface PageModule {
  Page: ComponentType;
  meta: PageMeta;
}
