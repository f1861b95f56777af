import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentError, readSeed } from './content';
import { buildSiteFrom } from './release';

/**
 * The check `npm test`'s build step runs, on the warm image cache of the build it follows: the
 * owner's change of the Paint Correction price reaches /services, its detail page and its
 * JSON-LD; an empty price is refused by its field's message, and nothing is built.
 */
export async function checkPublishBuild(): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'publish-build-'));
  try {
    const content = readSeed();
    content.services['paint-correction'].price = ' from £250 ';
    await buildSiteFrom({ content, outDir });
    const page = (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');
    const problems = [];
    const services = await page('services');
    if (!services.includes('from £250')) problems.push('/services: no "from £250"');
    if (services.includes('from £200')) problems.push('/services: "from £200"');
    const detail = await page('services/paint-correction');
    if (!detail.includes('from £250')) problems.push('/services/paint-correction: no "from £250"');
    if (!detail.includes('"minPrice":"250"')) problems.push('/services/paint-correction: JSON-LD');
    if (problems.length > 0) {
      throw new Error(`The published price is missing:\n  ${problems.join('\n  ')}`);
    }

    content.services['paint-correction'].price = '';
    const refusedDir = path.join(outDir, 'refused');
    const refused: unknown = await buildSiteFrom({ content, outDir: refusedDir }).then(
      () => null,
      (error: unknown) => error,
    );
    const expected =
      'services.paint-correction.price: Please enter a price, e.g. £75, from £300 or POA.';
    if (!(refused instanceof ContentError) || !refused.message.includes(expected)) {
      throw new Error(`An empty price was not refused as it should be: ${String(refused)}`);
    }
    const written = await readdir(refusedDir).catch(() => []);
    if (written.length > 0) throw new Error(`A refused build wrote ${written.join(', ')}`);
    console.log('Publish build: a changed price reaches its pages; an empty one is refused.');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
