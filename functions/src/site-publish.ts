import type { SitePublishStatus } from '@detailing/core/domain';
import { type Environment, readSettings } from './environment.js';

/**
 * Production publishing (OWNER-TOOLS.md 2, docs/site-editor.md): an owner's "Publish" or
 * "Restore" request (`sitePublishes/{id}`) starts the repository's publish workflow through
 * GitHub's REST API ("Create a workflow dispatch event"), which builds the site from the
 * release as every deploy builds it and deploys it to Hosting, reporting on the request.
 *
 * The contract (docs.github.com/en/rest/actions/workflows#create-a-workflow-dispatch-event):
 * `POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches` with
 * `Accept: application/vnd.github+json`, `Authorization: Bearer <token>` (a fine-grained token
 * with "Actions" write on the repository), `X-GitHub-Api-Version: 2022-11-28` and the body
 * `{ "ref": "main", "inputs": { "publish_id": "…" } }`; `204 No Content` when the run is
 * queued. 401 (bad credentials), 403 (not allowed), 404 (no such repository or workflow, or not
 * visible to the token) and 422 (the workflow has no `workflow_dispatch`, or an input or ref is
 * wrong) each come with a JSON `{ "message" }`.
 */

export interface DeployWorkflow {
  /** `owner/name`. */
  readonly repository: string;
  /** The workflow's file name (`publish.yml`) or id. */
  readonly workflow: string;
  /**
   * The branch whose workflow file runs (the workflow itself builds the commit CI last tested
   * and deployed, never a newer one).
   */
  readonly ref: string;
  readonly token: string;
}

export const GITHUB_API = 'https://api.github.com';
export const GITHUB_API_VERSION = '2022-11-28';

/** GitHub refused to start the workflow: the HTTP status, and what the owner is told. */
export class DispatchError extends Error {
  override readonly name = 'DispatchError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The deploy workflow's settings from the functions' environment (environment.ts), or what is
 * missing, as the owner is told it.
 */
export function deployWorkflowFrom(env: Environment): DeployWorkflow | { missing: string[] } {
  const { values } = readSettings(env, [
    'SITE_DEPLOY_REPOSITORY',
    'GITHUB_DEPLOY_TOKEN',
    'SITE_DEPLOY_WORKFLOW',
    'SITE_DEPLOY_REF',
  ]);
  const { SITE_DEPLOY_REPOSITORY: repository, GITHUB_DEPLOY_TOKEN: token } = values;
  if (!repository || !token) {
    const missing = [
      ...(repository ? [] : ['SITE_DEPLOY_REPOSITORY (owner/name)']),
      ...(token ? [] : ['the GITHUB_DEPLOY_TOKEN secret']),
    ];
    return { missing };
  }
  return { repository, token, workflow: values.SITE_DEPLOY_WORKFLOW, ref: values.SITE_DEPLOY_REF };
}

const messageOf = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      return String(body.message);
    }
  } catch {
    // Not JSON: the start of the text says enough.
  }
  return text.slice(0, 200);
};

/** Starts the workflow for one publish request; a DispatchError saying why when GitHub refuses. */
export async function dispatchDeployWorkflow(
  workflow: DeployWorkflow,
  publishId: string,
  { fetch: send = fetch, api = GITHUB_API }: { fetch?: typeof fetch; api?: string } = {},
): Promise<void> {
  const url = `${api}/repos/${workflow.repository}/actions/workflows/${encodeURIComponent(workflow.workflow)}/dispatches`;
  const response = await send(url, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${workflow.token}`,
      'x-github-api-version': GITHUB_API_VERSION,
      'content-type': 'application/json',
      'user-agent': 'detailing-site-publisher',
    },
    body: JSON.stringify({ ref: workflow.ref, inputs: { publish_id: publishId } }),
  });
  if (response.status === 204 || response.status === 200) return;
  const said = await messageOf(response);
  const where = `${workflow.workflow} in ${workflow.repository}`;
  const reasons: Record<number, string> = {
    401: `GitHub refused the deploy token (${said}): renew GITHUB_DEPLOY_TOKEN.`,
    403: `The deploy token may not start workflows (${said}): give it "Actions: write" on ${workflow.repository}.`,
    404: `GitHub has no workflow ${where}, or the deploy token cannot see it (${said}).`,
    422: `GitHub would not start ${where} on ${workflow.ref} (${said}): it needs workflow_dispatch with a publish_id input.`,
  };
  throw new DispatchError(
    response.status,
    reasons[response.status] ??
      `GitHub answered ${response.status} (${said}). Please try Publish again in a few minutes.`,
  );
}

/** Where a request's progress is written (Firestore in production; a fake in tests). */
export interface PublishRequests {
  /**
   * The request the limits last let through: `siteEditor/publishing`'s `current`, which the
   * rules let an owner write only with a new request, within SITE_PUBLISH_LIMITS (issue #41).
   */
  current(): Promise<string | null>;
  /** Sets `status` (and `reason`) only where the request may move to it (`canMove`). */
  update(
    publishId: string,
    change:
      | { status: Extract<SitePublishStatus, 'dispatched'> }
      | { status: Extract<SitePublishStatus, 'failed' | 'skipped'>; reason: string },
  ): Promise<void>;
}

/** Why a request that is not the current one is not started. */
export const NOT_CURRENT_REASON =
  'Not started: it is not the current request (siteEditor/publishing), so it did not pass the publishing limits.';

/**
 * A new request: start the workflow, and say so on the request (`dispatched`); or say why it
 * could not start (`failed`, the live site untouched). Only the current request is started
 * (defence in depth: the rules already refuse one made outside the limits); any other is
 * `skipped`, so a request written past the rules (with the Admin SDK, or by a rules mistake)
 * never starts a run.
 */
export async function startSitePublish(
  publishId: string,
  {
    env,
    requests,
    fetch: send = fetch,
    api = GITHUB_API,
  }: {
    env: Environment;
    requests: PublishRequests;
    fetch?: typeof fetch;
    api?: string;
  },
): Promise<Extract<SitePublishStatus, 'dispatched' | 'failed' | 'skipped'>> {
  if ((await requests.current()) !== publishId) {
    await requests.update(publishId, { status: 'skipped', reason: NOT_CURRENT_REASON });
    return 'skipped';
  }
  const workflow = deployWorkflowFrom(env);
  if ('missing' in workflow) {
    await requests.update(publishId, {
      status: 'failed',
      reason: `Publishing is not set up: set ${workflow.missing.join(' and ')} (docs/deploy.md).`,
    });
    return 'failed';
  }
  try {
    await dispatchDeployWorkflow(workflow, publishId, { fetch: send, api });
  } catch (error) {
    const reason =
      error instanceof DispatchError
        ? error.message
        : 'GitHub could not be reached. Please try Publish again in a few minutes.';
    await requests.update(publishId, { status: 'failed', reason });
    return 'failed';
  }
  await requests.update(publishId, { status: 'dispatched' });
  return 'dispatched';
}
