import path from 'node:path';

/**
 * The repository: the source (src/) and the bundle (lib/) are both a folder down in publisher/.
 * The publish build's scratch folder, the deploy and firebase-tools are found from here.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
