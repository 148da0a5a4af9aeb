import * as v from 'valibot';
import { reportError } from '#runtime/events.ts';
import type { CartSummary } from './cart-summary.ts';
import { PageUserSchema, type PageConfig } from './config.ts';
import { plainGet } from './plain-get.ts';

/**
 * `currentSessionEndpoint`'s path (src/contracts/account.ts; a unit test holds them equal): that
 * module's chunk would bring the blocks' form code, and React with it, to pages that need neither.
 */
export const SESSION_PATH = '/api/session';

const SessionAnswerSchema = v.nullable(PageUserSchema);

const learned = new WeakMap<Document, Promise<PageConfig>>();

/**
 * The page config with the visitor's session: as the host wrote it when it has a `user` field (null
 * is the host saying "a guest"), else with the user GET /api/session answers, asked once per page
 * (or read from the host's preload). A session that cannot be learned is a guest's, and is reported.
 */
export function withSessionUser(doc: Document, config: PageConfig): Promise<PageConfig> {
  if (config.user !== undefined) return Promise.resolve(config);
  let withUser = learned.get(doc);
  if (!withUser) {
    withUser = plainGet(doc, config, SESSION_PATH)
      .then((answer) => v.parse(SessionAnswerSchema, answer))
      .catch((error: unknown) => {
        const message = `Could not learn the visitor's session (GET ${SESSION_PATH}): blocks treat the visitor as a guest`;
        reportError(doc, { block: null, message, error });
        return null;
      })
      .then((user) => ({ ...config, user }));
    learned.set(doc, withUser);
  }
  return withUser;
}

/**
 * `CmsBlocks.cart.get()`, for the visitor of the session. The reader (cart-api.ts) is imported from
 * here, not from the loader, so that only pages whose host asks for the cart ever fetch it.
 */
export async function readSessionCart(doc: Document, config: PageConfig): Promise<CartSummary | null> {
  const [withUser, { readCart }] = await Promise.all([withSessionUser(doc, config), import('./cart-api.ts')]);
  return readCart(doc, withUser);
}
