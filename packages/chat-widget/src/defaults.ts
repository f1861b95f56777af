import { BUSINESS_NAME } from '@detailing/ui';

/** Shared by the loader and the panel: element names and the business name's default. */

export const LOADER_TAG = 'detailing-chat';
export const PANEL_TAG = 'detailing-chat-panel';

/** The `business-name` attribute's default: the build's VITE_BUSINESS_NAME, else the profile's. */
export const DEFAULT_BUSINESS_NAME = import.meta.env.VITE_BUSINESS_NAME || BUSINESS_NAME;
