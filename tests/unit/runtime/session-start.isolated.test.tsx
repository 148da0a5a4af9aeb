import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHostConfig } from '#host/host-context.tsx';
import { defineBlock, type BlockModule } from '#runtime/block.ts';
import { start } from '#runtime/start.ts';
import { fakeFetch } from '../../support/fake-fetch.ts';
import { cartOrder } from '../../fixtures/commerce/cart-orders.ts';
import { registrySource } from '#runtime/block-source.ts';

function Visitor() {
  const { user } = useHostConfig();
  return <p className="visitor">{user ? `Hello ${user.username}` : 'Hello guest'}</p>;
}

const visitor = defineBlock({ name: 'visitor', title: 'Visitor', props: v.object({}), component: Visitor });
const registry: Record<string, () => Promise<BlockModule>> = { visitor: async () => ({ default: visitor }) };

afterEach(() => {
  delete window.CmsBlocks;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('blocks learn the session when the page config has no user', () => {
  it('render for the signed-in visitor from their first render, and share one session request with CmsBlocks.cart', async () => {
    const fake = fakeFetch({
      'GET /api/session': () => ({ data: { id: '1001', username: 'ada', status: 'active', isSu: false } }),
      'GET /api/cart/order/current': () => ({ data: cartOrder() }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    document.head.innerHTML = '<script type="application/json" data-cms-blocks-config>{"guestOrderingEnabled": false}</script>';
    document.body.innerHTML = '<div id="slot" data-block="visitor"></div>';
    const seen: (string | null | undefined)[] = [];
    const observer = new MutationObserver(() => seen.push(document.querySelector('.visitor')?.textContent));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    const api = start({ findBlock: registrySource(registry) });
    // A member may have a cart although guests may not order here: the session says who it is.
    expect(await api.cart.get()).toEqual({ itemCount: 3, formattedTotal: '$100.04' });
    await vi.waitFor(() => expect(document.querySelector('.visitor')).toHaveTextContent('Hello ada'));
    observer.disconnect();
    expect(seen.filter(Boolean)).not.toContain('Hello guest');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/session', 'GET /api/cart/order/current']);
  });
});
