import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type App, type AppOptions } from './app.ts';
import type { Db } from './db/database.ts';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.ts';
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
  close(): Promise<void>;
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
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        // note: Node emits 'listening' before it accepts any connection, so `app` is set by the first request.
        fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })),
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
            ...(captcha ? { captcha } : {}),
          });
        } catch (error) {
          server.close();
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          url,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }).then(() => afterAnswer.settled()),
        });
      },
    );
    // note: Node closes a keep-alive connection after 5 s idle, and a client that sends on it at
    // that moment gets ECONNRESET (an e2e request of Playwright's did, in a full run). Clients and
    // proxies in front close theirs sooner than this, so the server is never the one to close.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1000;
    }
    server.once('error', reject);
  });
}
