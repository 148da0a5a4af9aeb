import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PostgresServer {
  url: string;
  /** The same database over its Unix socket (in the temp directory): no loopback TCP. */
  socketUrl: string;
  stop(): Promise<void>;
}

/** PG_BIN, or the newest installed Debian PostgreSQL's bin directory, or a clear error saying how to get one. */
async function findBinDir(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(POSTGRES_ROOT) ? await readdir(POSTGRES_ROOT) : [];
  const usable = versions
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (usable[0] === undefined) {
    throw new Error(
      `PostgreSQL server binaries not found (${POSTGRES_ROOT}/*/bin/initdb). ` +
        'The server tests run against a real PostgreSQL: install it with `apt-get install -y postgresql` ' +
        '(npm test does this on Debian when run as root) or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  return join(POSTGRES_ROOT, usable[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a throwaway PostgreSQL on a free loopback port, in a fresh temp directory. initdb
 * refuses to run as root, so as root the binaries run as the `postgres` user (runuser).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const binDir = await findBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'cmsb-pg-'));
  const dataDir = join(dir, 'data');
  const exec = (binary: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, binary), ...args]) : run(join(binDir, binary), args);

  try {
    if (asRoot) {
      const { uid, gid } = await postgresIds();
      await chown(dir, uid, gid);
    }
    const port = await freePort();
    await exec('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
      async stop() {
        try {
          await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
