import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { SET_NEW_PASSWORD_PATH } from '#contracts/password-reset.ts';
import type { Logger } from '../logger.ts';
import { PROBE_PATHS } from '../routes/health.ts';
import type { AppEnv } from './app-env.ts';
import { nodeBindings } from './node-bindings.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only as a plain token (a proxy's or a client's): anything else could forge log lines. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A reset link's path holds its token (`/set-new-password/{userId}/{token}/...`): the log keeps the rest. */
const RESET_LINK_TOKEN = new RegExp(`^(${SET_NEW_PASSWORD_PATH}/[^/]*/)[^/]+`);

/** The path as logged: without the query string (OpenID Connect codes and states travel there) or a reset token. */
const loggedPath = (path: string) => path.replace(RESET_LINK_TOKEN, '$1[redacted]');

/**
 * Gives each request an id (the caller's `X-Request-Id` when it is a plain token, else a new UUID),
 * answers it in `X-Request-Id`, puts a logger that carries it in `c.var.log`, and logs one line
 * when the answer is ready: method, path, status and milliseconds, never headers, cookies or bodies.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('log', log);
    c.set('requestId', requestId);
    await next();
    // note: an answer its handler wrote itself (the OpenID provider's, which carries the id too) is
    // sent: a header now would copy it into a response @hono/node-server writes again. Its status is Node's.
    const sent = c.res === RESPONSE_ALREADY_SENT;
    if (!sent) c.header(REQUEST_ID_HEADER, requestId);
    const node = nodeBindings(c);
    const status = sent && node ? node.outgoing.statusCode : c.res.status;
    const level = PROBE_PATHS.has(c.req.path) ? 'debug' : 'info';
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    log[level]({ method: c.req.method, path: loggedPath(c.req.path), status, durationMs }, 'request');
  });
}
