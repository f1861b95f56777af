import { INK } from '@detailing/ui/brand-colours';
import type { BusinessProfile } from '@detailing/ui/business';

const APP_SHORT_NAME = 'Staff Chat';

/**
 * The web app manifest (served as /admin/manifest.webmanifest): installable as a standalone app
 * scoped to /admin/, opening on the conversations. iOS needs this to allow push at all.
 */
export function webManifest(business: Pick<BusinessProfile, 'name'>) {
  const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/admin/icons/${src}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/admin/chat',
    name: `${business.name} ${APP_SHORT_NAME}`,
    short_name: APP_SHORT_NAME,
    description: `Answer live chat conversations with ${business.name} customers.`,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/admin/chat',
    scope: '/admin/',
    display: 'standalone',
    orientation: 'any',
    background_color: INK,
    theme_color: INK,
    categories: ['business', 'productivity'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}
