// Messages as both chat UIs show them: text with its links, and times en-GB 24-hour.
export { linkify, type MessagePart } from './linkify';
export { MESSAGE_LINK_REL, MessageText } from './message-text';
export { clockFormat, clockTime } from './times';
