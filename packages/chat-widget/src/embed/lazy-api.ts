// One small chunk, imported on first need (not with the page): the command API behind
// window.DetailingChat. The loader stays within its 3 kB budget.
export { createCommandApi } from './command-api';
