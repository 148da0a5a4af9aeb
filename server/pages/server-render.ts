import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '#server/index.ts';

/** The package's server entry (`cms-blocks/server`), as the reference server uses it: like any host on Node. */
export type ServerRenderer = Pick<typeof ServerEntry, 'renderPage' | 'renderSlot'>;

/** A page asks for client-only rendering with `?render=client`, so both can be compared on one server (the bench). */
export const CLIENT_ONLY_PARAM = 'render';

/**
 * The built server entry beside the loader (dist/server/index.js); null when the build has none
 * (a dist/ without it serves client-rendered pages only).
 */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const entry = join(distDir, 'server', 'index.js');
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as ServerRenderer) : null;
}
