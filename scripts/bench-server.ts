/**
 * `npm run bench:server`: the reference server under load, as a shop's API sees it. Keep-alive
 * clients (autocannon) send the shop's mix, each with a guest cart of its own: the product list,
 * the cart read and an item added. Each phase runs against the embedded database and PostgreSQL,
 * one server process, and two processes on PostgreSQL (the clients split between them, as behind a
 * proxy), over PostgreSQL's Unix socket. The servers run in processes of their own
 * (scripts/bench-server-process.ts), so the table gives the server's, PostgreSQL's and the load
 * generator's CPU apart, in % of one core.
 *
 * Options (environment): BENCH_SECONDS (10 per phase), BENCH_DATABASES ("pglite,postgres"),
 * BENCH_PROFILE (a folder: each server process writes a V8 CPU profile there when it stops).
 * Run it on a machine with nothing else running: the load generator shares it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { CART_COOKIE } from '../server/commerce/cart-owner.ts';
import { startPostgres } from '../tests/server/support/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PROFILE = process.env.BENCH_PROFILE;
const TICKS_PER_SECOND = 100;

interface Server {
  url: string;
  process: ChildProcess;
  pid: number;
}

/** A server with the guest carts its clients use. */
type Target = Server & { carts: string[] };

function startServerProcess(env: Record<string, string>): Promise<Server> {
  const child = fork(new URL('./bench-server-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx', ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [])],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, process: child, pid: child.pid ?? 0 }));
    child.once('exit', (code) => reject(new Error(`The bench's server stopped before it listened (exit ${code})`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  const stopped = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await stopped;
}

/** A process's name and the CPU seconds it has used (Linux: /proc/PID/stat's comm, utime and stime); null once it is gone. */
async function processCpu(pid: number | string): Promise<{ name: string; seconds: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

const cpuSeconds = async (pid: number) => (await processCpu(pid))?.seconds ?? 0;

/** CPU seconds PostgreSQL's processes have used (the postmaster and the backends of the pool's connections). */
async function postgresCpuSeconds(): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const processes = await Promise.all(pids.map((pid) => processCpu(pid)));
  return processes.reduce((sum, found) => sum + (found?.name === 'postgres' ? found.seconds : 0), 0);
}

/** Guest carts made beforehand, one per client, each holding one item: every request then reads or edits a real cart. */
async function guestCarts(url: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await fetch(new URL('/api/cart/order/current/items', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(url).origin },
      body: JSON.stringify({ items: [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }] }),
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${CART_COOKIE}=`));
    if (!answer.ok || !cookie) throw new Error(`No guest cart: ${answer.status} ${await answer.text()}`);
    cookies.push(cookie.split(';')[0] ?? cookie);
  }
  return cookies;
}

type Phase = 'mix' | 'product list' | 'cart read' | 'add item';

/** The requests of a phase. */
function phaseRequests(phase: Phase, origin: string, cookies: string[]): LoadRequest[] {
  let next = 0;
  let round = 0;
  /** Each client takes a cart of its own on its first request. */
  const cart = (context: object) => ((context as { cookie?: string }).cookie ??= cookies[next++ % cookies.length] ?? '');
  const productList: LoadRequest = { method: 'GET', path: '/api/products?pageSize=12' };
  const cartRead: LoadRequest = {
    method: 'GET',
    path: '/api/cart/order/current',
    setupRequest: (request, context) => ({ ...request, headers: { cookie: cart(context) } }),
  };
  const addItem: LoadRequest = {
    method: 'POST',
    path: '/api/cart/order/current/items',
    setupRequest: (request, context) => ({
      ...request,
      headers: { 'content-type': 'application/json', origin, cookie: cart(context) },
      // Sets the line's quantity (1 to 9): the cart stays a shopper's size however long the phase runs.
      body: JSON.stringify({ items: [{ skuNumber: 'TEA12', qty: (round++ % 9) + 1, updateMethod: 'set' }] }),
    }),
  };
  return { mix: [productList, cartRead, addItem], 'product list': [productList], 'cart read': [cartRead], 'add item': [addItem] }[
    phase
  ];
}

interface Row {
  setup: string;
  phase: Phase;
  clients: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  serverCpu: number;
  databaseCpu: number;
  generatorCpu: number;
}

async function runPhase(setup: string, servers: Target[], phase: Phase, clients: number): Promise<Row> {
  const before = await Promise.all(servers.map((server) => cpuSeconds(server.pid)));
  const databaseBefore = await postgresCpuSeconds();
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  // note: the clients split evenly between the processes, as a round-robin proxy would send them
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: clients / servers.length,
        duration: SECONDS,
        requests: phaseRequests(phase, new URL(server.url).origin, server.carts),
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await Promise.all(servers.map((server) => cpuSeconds(server.pid)));
  const databaseAfter = await postgresCpuSeconds();
  const generator = process.cpuUsage(generatorBefore);
  const total = (pick: (result: autocannon.Result) => number) => results.reduce((sum, result) => sum + pick(result), 0);
  return {
    setup,
    phase,
    clients,
    perSecond: total((result) => result.requests.total) / elapsed,
    // note: with two processes, the worse of the two
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failed: total((result) => result.non2xx + result.errors + result.timeouts),
    serverCpu: (after.reduce((sum, value) => sum + value, 0) - before.reduce((sum, value) => sum + value, 0)) / elapsed,
    databaseCpu: (databaseAfter - databaseBefore) / elapsed,
    generatorCpu: (generator.user + generator.system) / 1e6 / elapsed,
  };
}

async function benchSetup(setup: string, servers: Server[], rows: Row[]): Promise<void> {
  const targets = await Promise.all(
    servers.map(async (server) => ({ ...server, carts: await guestCarts(server.url, 100 / servers.length) })),
  );
  // Warm-up: the first seconds compile the code paths and fill the database's caches.
  await runPhase(setup, targets, 'mix', 20);
  const phases: [Phase, number][] =
    servers.length > 1
      ? [['mix', 100]]
      : [
          ['mix', 50],
          ['mix', 100],
          ['product list', 100],
          ['cart read', 100],
          ['add item', 100],
        ];
  for (const [phase, clients] of phases) {
    const row = await runPhase(setup, targets, phase, clients);
    rows.push(row);
    console.log(format(row));
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const format = (row: Row) =>
  `| ${row.setup} | ${row.phase} | ${row.clients} | ${Math.round(row.perSecond)} | ${row.p50} | ${row.p99} | ${row.failed} | ${percent(row.serverCpu)} | ${percent(row.databaseCpu)} | ${percent(row.generatorCpu)} |`;

const rows: Row[] = [];
console.log(`${SECONDS} s a phase, after a warm-up; latency in ms; CPU in % of one core.`);
console.log(
  '| database, processes | requests | clients | req/s | p50 | p99 | failed | server CPU | PostgreSQL CPU | load generator CPU |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const database of DATABASES) {
  if (database === 'pglite') {
    const server = await startServerProcess({});
    try {
      await benchSetup('embedded, 1', [server], rows);
    } finally {
      await stopServer(server);
    }
    continue;
  }
  const postgres = await startPostgres();
  try {
    // note: over PostgreSQL's Unix socket, as docs/operations.md advises when both run on one machine
    const env = { DATABASE_URL: postgres.socketUrl };
    const first = await startServerProcess(env);
    try {
      await benchSetup('PostgreSQL, 1', [first], rows);
      // note: started after the first has migrated and seeded, so the two never race to
      const second = await startServerProcess(env);
      try {
        await benchSetup('PostgreSQL, 2', [first, second], rows);
      } finally {
        await stopServer(second);
      }
    } finally {
      await stopServer(first);
    }
  } finally {
    await postgres.stop();
  }
}
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
if (failed > 0) {
  console.error(`${failed} requests failed (non-2xx, errors or timeouts): the figures above are not the shop's.`);
  process.exitCode = 1;
}
