import base from './chat-panel.css?inline';
import composer from './components/composer-form.css?inline';
import messageItem from './components/message-item.css?inline';
import messageList from './components/message-list.css?inline';
import notices from './components/notices.css?inline';
import frame from './components/panel-frame.css?inline';
import header from './components/panel-header.css?inline';
import privacy from './components/privacy-note.css?inline';
import toasterLook from '@detailing/ui/toaster.css?inline';
import toast from './components/toast.css?inline';
import typing from './components/typing-bubble.css?inline';

/**
 * The panel's one stylesheet (the launcher adopts it into each panel's shadow root), joined from
 * the stylesheets beside its components. The base (`:host`, box sizing) comes first; no two
 * parts style the same element, so the rest could go in any order.
 */
export const panelCss = [
  base,
  frame,
  header,
  notices,
  messageList,
  messageItem,
  typing,
  composer,
  privacy,
  toasterLook,
  toast,
].join('\n');
