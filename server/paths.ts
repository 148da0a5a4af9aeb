import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// note: built from fileURLToPath, not `new URL(path, import.meta.url)`, which Vite rewrites to
// an http URL when tests run in a browser-like environment.
const serverDir = dirname(fileURLToPath(import.meta.url));

/** The built library served under /assets/cms-blocks/. */
export const defaultDistDir = join(serverDir, '..', 'dist');

/** Where `npm start` keeps its embedded database between runs. */
export const defaultDataDir = join(serverDir, '..', '.data', 'pglite');

export const migrationsDir = join(serverDir, 'db', 'migrations');

export const demoCssPath = join(serverDir, 'pages', 'demo.css');
