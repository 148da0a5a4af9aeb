import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type App, type AppOptions } from './app.ts';
import type { Db } from './db/database.ts';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.ts';
import { requestsUnderWay } from './http/requests-under-way.ts';
import { listenUrl, siteOrigins } from './http/site-origins.ts';
import { loadServerRenderer, type ServerRenderer } from './pages/server-render.ts';
import { defaultDistDir } from './paths.ts';

/** How long an idle keep-alive connection stays open: longer than a proxy's usual 60 s. */
const KEEP_ALIVE_MS = 65_000;

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  db: Db;
  distDir?: string;
  captcha?: AppOptions['captcha'];
  /** The origins the site is public at (PUBLIC_ORIGIN); the first is where links in mail point. */
  publicOrigins?: readonly string[];
  devTools?: boolean;
  /** Server rendering of public blocks: the built entry in `distDir` when omitted; null turns it off. */
  serverRender?: ServerRenderer | null;
  /** Work that runs after its answer (reset mail): one of the server's own when omitted. */
  afterAnswer?: AfterAnswer;
}

export interface RunningServer {
  url: string;
  /**
   * Stops accepting connections and ends idle keep-alive ones at once, and readiness answers 503;
   * requests under way get up to `graceMs` to finish (their connections close after the answer),
   * then whatever is left is cut. Resolves when every connection is closed and every handler has
   * returned (those of cut or abandoned requests too, within the same grace), so the database can
   * then be closed.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Listens on loopback by default; `close()` also ends keep-alive connections, then waits for the
 * work of answers already sent (a reset mail), which still needs the database. The app serves the
 * public origins and the address it listens on, which is known only once listening.
 */
export async function startServer({
  port,
  host = '127.0.0.1',
  db,
  distDir = defaultDistDir,
  captcha,
  publicOrigins = [],
  devTools = false,
  afterAnswer = createAfterAnswer(),
  ...options
}: StartOptions): Promise<RunningServer> {
  const serverRender = options.serverRender === undefined ? await loadServerRenderer(distDir) : options.serverRender;
  let app: App | undefined;
  let shuttingDown = false;
  // The answers not yet sent: once shutting down, each says `Connection: close`, so a keep-alive
  // client sends nothing more on it, and Node closes it once the answer is out.
  const unanswered = new Set<ServerResponse>();
  const underWay = requestsUnderWay();
  return new Promise((resolve, reject) => {
    // note: a plain http.Server, as `serve` makes one unless given another `createServer`.
    const server = serve(
      {
        // note: Node emits 'listening' before it accepts any connection, so `app` is set by the first request.
        fetch: (request, env) =>
          app ? underWay.track(Promise.resolve(app.fetch(request, env))) : new Response('Starting', { status: 503 }),
        port,
        hostname: host,
      },
      (info: AddressInfo) => {
        server.off('error', reject);
        const url = listenUrl(host, info.port);
        try {
          app = createApp({
            db,
            distDir,
            site: siteOrigins(publicOrigins, host, info.port),
            devTools,
            serverRender,
            afterAnswer,
            shuttingDown: () => shuttingDown,
            ...(captcha ? { captcha } : {}),
          });
        } catch (error) {
          server.close();
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          url,
          close: (graceMs = 0) => {
            const graceEnds = Date.now() + graceMs;
            return new Promise<void>((done, fail) => {
              shuttingDown = true;
              for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
              const cut = setTimeout(() => server.closeAllConnections(), graceMs);
              server.close((error) => {
                clearTimeout(cut);
                if (error) fail(error);
                else done();
              });
              server.closeIdleConnections();
            })
              .then(() => underWay.settled(Math.max(0, graceEnds - Date.now())))
              .then(() => afterAnswer.settled());
          },
        });
      },
    ) as Server;
    // note: Node closes a keep-alive connection after 5 s idle, and a client that sends on it at
    // that moment gets ECONNRESET (an e2e request of Playwright's did, in a full run). Clients and
    // proxies in front close theirs sooner than this, so the server is never the one to close.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.on('request', (_request, response) => {
      if (shuttingDown) response.setHeader('Connection', 'close');
      else unanswered.add(response);
      response.once('close', () => unanswered.delete(response));
    });
    server.once('error', reject);
  });
}
