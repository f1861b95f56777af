import { home } from '@detailing/site-content/current/home';

/**
 * The consultation popup's title and text: the owner's ("Pop-up offer" in the site editor),
 * from the site's content; its eyebrow and button are the spec's.
 */
export const consultationPopup: { readonly title: string; readonly text: string } = home.popup;
