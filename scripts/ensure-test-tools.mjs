// Makes sure the end-to-end tools exist before `npm test`: Debian's Chromium headless shell for
// the browser tests (scripts/chromium.ts says why not the full browser) and Debian's PostgreSQL
// for the real-database run. As root on Debian/Ubuntu it installs what is missing with apt-get;
// anywhere else it says exactly what to provide.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const postgresBin = () => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => `${root}/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
};

const missing = [];
if (!existsSync(chromium)) missing.push('chromium-headless-shell');
if (!postgresBin()) missing.push('postgresql');
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
if (isRoot && hasApt) {
  console.log(`Installing Debian packages for the tests: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  process.exit(0);
}

const help = {
  'chromium-headless-shell': `No Chromium at ${chromium}. Install your system's Chromium headless shell (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  postgresql:
    'No PostgreSQL server binaries (initdb, pg_ctl) found under /usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: sudo apt-get install postgresql) or set PG_BIN to the folder holding initdb and pg_ctl.',
};
for (const name of missing) console.error(help[name]);
process.exit(1);
