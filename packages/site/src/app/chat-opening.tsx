import { CONTINUE_LINK_TARGET, CONTINUE_TEXTS } from '@detailing/core/domain';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * "Opening your conversation…" on a page opened from a reply e-mail's link, from the page's
 * first paint: the link ends with `#opening-chat`, and a `:target` rule (global.css) shows this
 * element before any JavaScript has arrived (on a slow phone the chat's panel takes seconds
 * more). Prerendered outside the app's root, so it costs the page's JavaScript nothing: the
 * site's chat loader removes it once the panel shows (src/lib/chat.ts), and it stays hidden
 * without JavaScript, where nothing would open (`data-needs-js`).
 */
export const chatOpeningHtml = renderToStaticMarkup(
  <div className="chat-opening" data-needs-js="">
    {/* The fragment's target sits at the page's top: following the link scrolls nowhere. */}
    <span id={CONTINUE_LINK_TARGET} />
    <p role="status">
      <span aria-hidden="true" />
      {CONTINUE_TEXTS.opening}
    </p>
  </div>,
);
