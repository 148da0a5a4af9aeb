import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { safeRedirect } from '#host/redirect.ts';
import { canManageSite } from '../auth/site-access.ts';
import type { AuthUser } from '../auth/user-store.ts';
import { demoSite } from '../db/seed-users.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { secureCookie } from '../http/site-origins.ts';
import { findSite } from '../site/site-store.ts';
import { escapeHtml } from './html.ts';

/** Where the "Edit this page" and Done buttons post; each answers with the page they were on. */
export const EDIT_MODE_PATH = '/edit-mode';
/** The switch's form holds two short fields. */
export const EDIT_MODE_MAX_BODY_BYTES = 4096;
/** Holds the id of the user who turned edit mode on: it ends with the browser session or another sign-in. */
export const EDIT_MODE_COOKIE = 'cmsb_edit_mode';

export const EDIT_MODE_TEXTS = {
  enter: 'Edit this page',
  region: 'Edit mode',
  editing: 'Editing: changes save as you make them',
  done: 'Done',
} as const;

/** Edit mode for the signed-in user: whether they may edit the demo site's pages, and whether they are. */
export interface EditModeState {
  mayEdit: boolean;
  editing: boolean;
}

/**
 * Who may edit is the server's rule for changing a site's sections (server/auth/site-access.ts): the
 * site's owner, an employee or a super-user. Null for visitors (no lookup for them).
 */
export async function editModeState(db: Db, c: Context<AppEnv>): Promise<EditModeState | null> {
  const user = c.var.user;
  if (!user) return null;
  const mayEdit = await mayEditDemoSite(db, user);
  return { mayEdit, editing: mayEdit && getCookie(c, EDIT_MODE_COOKIE) === user.id };
}

async function mayEditDemoSite(db: Db, user: AuthUser): Promise<boolean> {
  const site = await findSite(db, demoSite.id);
  return site !== null && canManageSite(user, site);
}

/**
 * POST /edit-mode (`editing=on|off`, `redirect=` the page's path): turns edit mode on or off for
 * a user who may edit, then sends the browser back to that page (judged by the redirect guard),
 * so the address never carries the mode. Anyone else is sent back with nothing changed.
 */
export async function switchEditMode(db: Db, c: Context<AppEnv>) {
  // note: a broken form body is an empty form: back to the page with nothing changed, never a 500
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const back = safeRedirect(typeof form.redirect === 'string' ? form.redirect : null);
  const user = c.var.user;
  if (user && (await mayEditDemoSite(db, user))) {
    if (form.editing === 'on') {
      setCookie(c, EDIT_MODE_COOKIE, user.id, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookie(c) });
    } else {
      deleteCookie(c, EDIT_MODE_COOKIE, { path: '/', secure: secureCookie(c) });
    }
  }
  return c.redirect(back, 303);
}

const switchForm = (editing: 'on' | 'off', path: string, label: string, className: string) =>
  `<form class="${className}" method="post" action="${EDIT_MODE_PATH}">` +
  `<input type="hidden" name="editing" value="${editing}">` +
  `<input type="hidden" name="redirect" value="${escapeHtml(path)}">` +
  `<button type="submit">${escapeHtml(label)}</button></form>`;

/** The navigation's "Edit this page", for someone who may edit and is not editing yet. */
export function editModeSwitch(state: EditModeState | null, path: string): string {
  return state?.mayEdit && !state.editing ? switchForm('on', path, EDIT_MODE_TEXTS.enter, 'demo-edit-switch') : '';
}

/**
 * The bar every page shows in edit mode, first in the page, so the first Tab reaches Done. Drawn
 * by the host, not the library: only the host knows who may edit and how its edit mode is kept.
 */
export function editModeBar(state: EditModeState | null, path: string): string {
  if (!state?.editing) return '';
  return `<div class="demo-edit-bar" role="region" aria-label="${EDIT_MODE_TEXTS.region}">
<p class="demo-edit-bar-text">${escapeHtml(EDIT_MODE_TEXTS.editing)}</p>
${switchForm('off', path, EDIT_MODE_TEXTS.done, 'demo-edit-bar-done')}
</div>
`;
}
