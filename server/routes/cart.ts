import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { completeChallengeEndpoint, patchOrderEndpoint, processOrderEndpoint, type Order } from '#contracts/commerce.ts';
import { conferenceOrderItemsEndpoint } from '#contracts/conference.ts';
import { allow, namedGuard } from '../auth/guards.ts';
import { resourceToActOn, signInRequired } from '../auth/refusals.ts';
import { autoShipTemplates, orderHistory } from '../commerce/account-order-store.ts';
import { cartOwner, cartReader, ownerKey, readViewer, type CartEnv, type CartReadEnv } from '../commerce/cart-owner.ts';
import { completeChallenge, processOrder, type CheckoutAnswer } from '../commerce/checkout.ts';
import { readIdempotencyKey } from '../commerce/idempotency-key.ts';
import { findRememberedAnswer, rememberAnswer } from '../commerce/idempotency-store.ts';
import { orderMessages } from '../commerce/order-messages.ts';
import { patchOrder } from '../commerce/order-patch.ts';
import {
  ensureCurrentOrder,
  ensureCurrentOrderId,
  findOrderById,
  findViewersOrder,
  lockCartForEdit,
  markCartEdited,
  markTotalsCalculated,
  unsavedGuestCart,
  type StoredOrder,
  type UnsavedCart,
} from '../commerce/order-store.ts';
import { loadViewContext, toApiOrder, type OrderViewContext } from '../commerce/order-view.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import { applyOrderItems, isConferenceItem, planOrderItems } from '../conference/order-tickets.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { envelope, respond, type ApiMessage } from '../http/envelope.ts';
import { readEndpointBody, readParams, tokenSchema } from '../http/validate.ts';

// Order ids (UUIDs, seeded slugs), order numbers (W00001001) and challenge ids (UUIDs) are all tokens.
const ChallengeParamsSchema = v.object({ challengeId: tokenSchema('challengeId') });
const OrderIdParamsSchema = v.object({ orderId: tokenSchema('orderId') });
const OrderNumberParamsSchema = v.object({ orderNumber: tokenSchema('orderNumber') });

/** The cart and checkout calls of src/contracts/commerce.ts, mounted at /api/cart. */
export function cartRoutes(db: Db, settings: StoreSettings) {
  // The cart's own guards: a guest passes them while the store takes guest orders.
  const withOwner = namedGuard('cartOwner', cartOwner(settings));
  const withReader = namedGuard('cartReader', cartReader(settings));

  function answerWith(c: Context, order: StoredOrder | UnsavedCart, context: OrderViewContext) {
    const view = toApiOrder(order, context);
    return respond<Order>(c, 200, view, orderMessages(view));
  }

  /** Answers `order` (or what it resolves to) with the view context, both read at once. */
  const answerOrder = async (c: Context, order: Promise<StoredOrder | UnsavedCart>, viewerSignedIn: boolean) => {
    const [read, context] = await Promise.all([order, loadViewContext(db, settings, viewerSignedIn)]);
    return answerWith(c, read, context);
  };

  const answerCurrent = async (c: Context<CartEnv>) => answerOrder(c, ensureCurrentOrder(db, c.var.owner), c.var.user !== null);

  /**
   * For the public order reads: the order itself decides, by its member or its guest cart cookie,
   * and someone else's is not found, as a missing one (server/auth/refusals.ts).
   */
  const answerOwnOrder = async (c: Context<AppEnv>, by: { orderId: string } | { orderNumber: string }) =>
    answerOrder(
      c,
      findViewersOrder(db, by, readViewer(c)).then((order) => resourceToActOn('order', order)),
      c.var.user !== null,
    );

  // A read gives no guest a cart cookie, so it makes no cart for a guest without one: that guest
  // reads the empty cart, which has no id, until a write makes the cart.
  const readCurrent = async (c: Context<CartReadEnv>) => {
    const { owner } = c.var;
    return answerOrder(c, owner ? ensureCurrentOrder(db, owner) : Promise.resolve(unsavedGuestCart), c.var.user !== null);
  };

  const readCart = async (tx: Db, id: string) => {
    const order = await findOrderById(tx, id);
    if (!order) throw new Error(`Cart ${id} is gone`);
    return order;
  };

  /**
   * Runs `edit` on the owner's locked cart (`id`; an edit that needs the cart's content reads it
   * after the lock); its messages refuse the edit with 422, else the cart is answered.
   */
  async function editCurrent(
    c: Context<CartEnv>,
    edit: (tx: Db, id: string, context: OrderViewContext) => Promise<ApiMessage[]>,
  ) {
    // Ship methods and the sponsor do not change with the edit: one context serves the edit and the answer.
    const [id, context] = await Promise.all([
      ensureCurrentOrderId(db, c.var.owner),
      loadViewContext(db, settings, c.var.user !== null),
    ]);
    const problems = await db.transaction(async (tx) => {
      await lockCartForEdit(tx, id);
      return edit(tx, id, context);
    });
    if (problems.length > 0) return respond(c, 422, null, problems);
    return answerWith(c, await readCart(db, id), context);
  }

  const answerCheckout = (c: Context, result: CheckoutAnswer) => respond(c, result.status, result.data, result.messages);

  const checkoutRequest = (c: Context<CartEnv>) => ({ owner: c.var.owner, viewerSignedIn: c.var.user !== null, settings });

  return new Hono<AppEnv>()
    .get('/order/current', withReader, readCurrent)
    .post('/order/current/pre-process', withReader, readCurrent)
    .patch('/order/current', withOwner, async (c) => {
      const patch = await readEndpointBody(c, patchOrderEndpoint);
      return editCurrent(c, async (tx, id, context) => {
        const order = toApiOrder(await readCart(tx, id), context);
        const problems = await patchOrder(tx, { ...order, id }, patch, settings);
        if (problems.length === 0) await markCartEdited(tx, id, { itemsChanged: false });
        return problems;
      });
    })
    .post('/order/current/items', withOwner, async (c) => {
      // The conference desk's items (ticket drafts, features) come through the same call.
      const { items } = await readEndpointBody(c, conferenceOrderItemsEndpoint);
      const { user } = c.var;
      if (!user && items.some(isConferenceItem)) throw signInRequired();
      const checked = await planOrderItems(db, user, items);
      if ('refusal' in checked) return respond(c, checked.refusal.status, null, checked.refusal.messages);
      return editCurrent(c, async (tx, id) => {
        const problems = await applyOrderItems(tx, id, user, checked.plan);
        if (problems.length === 0) await markCartEdited(tx, id, { itemsChanged: true });
        return problems;
      });
    })
    .post('/order/current/refresh', withOwner, async (c) => {
      const { id } = await ensureCurrentOrder(db, c.var.owner);
      await markTotalsCalculated(db, id);
      return answerCurrent(c);
    })
    .post('/order/current/process', withOwner, async (c) => {
      const key = readIdempotencyKey(c);
      const owner = ownerKey(c.var.owner);
      const remembered = await findRememberedAnswer(db, owner, key);
      if (remembered) return c.json(remembered.body, remembered.status as ContentfulStatusCode);
      const request = await readEndpointBody(c, processOrderEndpoint);
      const result = await processOrder(db, checkoutRequest(c), request);
      if (result.final)
        await rememberAnswer(db, owner, key, { status: result.status, body: envelope(result.data, result.messages) });
      return answerCheckout(c, result);
    })
    .post('/order/current/3ds/:challengeId', withOwner, async (c) => {
      const { challengeId } = readParams(c, ChallengeParamsSchema);
      const { outcome } = await readEndpointBody(c, completeChallengeEndpoint);
      return answerCheckout(c, await completeChallenge(db, checkoutRequest(c), challengeId, outcome));
    })
    .get('/order/:orderId', allow('public'), async (c) => answerOwnOrder(c, readParams(c, OrderIdParamsSchema)))
    .get('/orders/:orderNumber', allow('public'), async (c) => answerOwnOrder(c, readParams(c, OrderNumberParamsSchema)))
    .get('/autoship', allow('signedIn'), async (c) => respond(c, 200, await autoShipTemplates(db, c.var.user.id, settings)))
    .get('/order-history', allow('signedIn'), async (c) => respond(c, 200, await orderHistory(db, c.var.user.id, settings)));
}
