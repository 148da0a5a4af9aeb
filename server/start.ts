import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app.ts';
import type { Db } from './db/database.ts';
import { defaultDistDir } from './paths.ts';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  db: Db;
  distDir?: string;
  captcha?: AppOptions['captcha'];
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on loopback by default; `close()` also ends keep-alive connections. */
export function startServer({
  port,
  host = '127.0.0.1',
  db,
  distDir = defaultDistDir,
  captcha,
}: StartOptions): Promise<RunningServer> {
  const app = createApp({ db, distDir, ...(captcha ? { captcha } : {}) });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
