import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sirv from 'sirv';
import type { SitePublishStatus } from '@detailing/core/domain';
import type { SiteContent } from '@detailing/site-content';
import { ROOT } from './paths';
import { markAsPreview } from './preview-banner';
import { buildSiteFrom, type ReadPhoto, writeRelease } from './release';

/**
 * The ways a checked release is put live or shown (docs/site-editor.md): locally, built and
 * copied over the folder the Hosting emulator serves, a preview on a port of its own; in
 * production (the publish workflow), deployed to Hosting, a preview to a preview channel.
 */

/** What a way is given: the checked content, its photos' bytes, and how to report a step. */
export interface Draft {
  readonly content: SiteContent;
  readonly readPhoto: ReadPhoto;
  readonly report: (status: Extract<SitePublishStatus, 'building' | 'deploying'>) => Promise<void>;
}

/**
 * How a release is put live: resolves once the new site is served, and rejects, leaving the
 * live site as it was, when it could not be.
 */
export type Deliver = (release: Draft) => Promise<void>;

/**
 * How a draft is shown before it is published ("Preview"): built like a publish, served
 * somewhere of its own, never live; resolves with the address that shows it.
 */
export type Preview = (draft: Draft) => Promise<string>;

/** Runs a Node script of the repository, its output passed on line by line; rejects when it fails. */
export type RunNode = (
  args: string[],
  env: Record<string, string>,
  onLine: (line: string) => void,
) => Promise<void>;

/** RunNode in a child process at the repository's root; rejects with the last lines. */
const runNode: RunNode = (args, env, onLine) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(line);
        onLine(line);
        tail.push(line);
        if (tail.length > 8) tail.shift();
      });
    }
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The deploy failed (exit ${code}):\n${tail.join('\n')}`)),
    );
  });

/**
 * The local stack's way: the site is built into a folder of its own, then copied over the
 * folder the Hosting emulator serves, so a failed build never touches it.
 */
export function serveLocally(publicDir: string): Deliver {
  return async ({ content, readPhoto, report }) => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-publish-'));
    try {
      await report('building');
      await buildSiteFrom({ content, outDir, readPhoto });
      for (const entry of await readdir(outDir)) {
        await cp(path.join(outDir, entry), path.join(publicDir, entry), {
          recursive: true,
          force: true,
        });
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };
}

/**
 * The local stack's preview: each draft is built into a folder of its own and served by a
 * static server on a port of its own (the newest preview replaces the one before).
 */
export function previewLocally(): { preview: Preview; close: () => Promise<void> } {
  let server: http.Server | undefined;
  let current: { dir: string; handle: ReturnType<typeof sirv> } | undefined;
  let url = '';
  const start = async () => {
    const created = http.createServer((req, res) => {
      if (!current) return void res.writeHead(404).end();
      current.handle(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not in this preview.');
      });
    });
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
    const address = created.address();
    if (address === null || typeof address === 'string')
      throw new Error('The preview has no port.');
    url = `http://127.0.0.1:${address.port}/`;
    return created;
  };
  return {
    preview: async ({ content, readPhoto, report }) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'site-preview-'));
      try {
        await report('building');
        await buildSiteFrom({ content, outDir: dir, readPhoto });
        await markAsPreview(dir);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const previous = current;
      current = { dir, handle: sirv(dir, { dev: true, extensions: ['html'] }) };
      if (previous) await rm(previous.dir, { recursive: true, force: true });
      server ??= await start();
      return url;
    },
    close: async () => {
      if (server) await new Promise((resolve) => server?.close(resolve));
      if (current) await rm(current.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Production's preview: the draft deployed to a Firebase Hosting preview channel
 * (`owner-preview`, kept 7 days), whose address firebase-tools reports.
 */
export function previewOnChannel({
  project = 'production',
  run = runNode,
}: { project?: string; run?: RunNode } = {}): Preview {
  return async ({ content, readPhoto, report }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-preview-'));
    try {
      // Marked as a preview: the build puts "Preview — not live" on every page.
      await writeRelease({ content, readPhoto, dir, preview: true });
      await report('building');
      let address = '';
      await run(
        [
          'node_modules/firebase-tools/lib/bin/firebase.js',
          'hosting:channel:deploy',
          'owner-preview',
          '--expires',
          '7d',
          '--project',
          project,
          '--non-interactive',
        ],
        { SITE_RELEASE_DIR: dir },
        (line) => {
          address ||= /Channel URL[^:]*:\s*(https:\/\/\S+)/.exec(line)?.[1] ?? '';
        },
      );
      if (!address) throw new Error('The preview channel was deployed, but said no address.');
      return address;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Production's way, in the publish workflow: the release is written where the deploy's build
 * reads it (`SITE_RELEASE_DIR`, writeRelease), then `npm run deploy -- --only hosting` builds
 * everything as every deploy does and uploads it; a failed build or upload leaves the live site
 * as it was. `deploying` is reported when firebase-tools starts uploading.
 */
export function deployToHosting({
  project = 'production',
  run = runNode,
}: { project?: string; run?: RunNode } = {}): Deliver {
  return async ({ content, readPhoto, report }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-release-'));
    try {
      await writeRelease({ content, readPhoto, dir });
      await report('building');
      let uploading = false;
      await run(
        ['scripts/deploy.mjs', '--project', project, '--only', 'hosting', '--non-interactive'],
        { SITE_RELEASE_DIR: dir },
        (line) => {
          if (!uploading && /hosting\[[^\]]*\]: beginning deploy/.test(line)) {
            uploading = true;
            // A step of progress only: the deploy's outcome is what counts.
            report('deploying').catch(() => undefined);
          }
        },
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
