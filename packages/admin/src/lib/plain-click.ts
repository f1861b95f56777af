/** A click that the console handles in place (not one that opens a new tab or window). */
export const isPlainClick = (event: {
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  button: number;
}) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
