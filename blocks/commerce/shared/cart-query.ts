import { queryOptions, useQuery, useQueryClient, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient, ApiResponse, RequestOptions } from '#api/client.ts';
import type { Message } from '#api/messages.ts';
import { currentOrderEndpoint, orderByIdEndpoint, preProcessOrderEndpoint, type Order } from '#contracts/commerce.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import { mayOrder } from '#host/guest-ordering.ts';
import { cartSources, cartSummary } from '#host/order-summary.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { createCartAnnouncer, type CartAnnouncer } from './cart-announcer.ts';

/** What the cache holds: the order and the server's messages about it. */
export interface CartData {
  order: Order;
  messages: Message[];
}

export const toCartData = (response: ApiResponse<Order>): CartData => ({ order: response.data, messages: response.messages });

/** The one cache entry every cart, add-to-cart and mini-cart island reads and writes. */
export const CART_QUERY_KEY = ['cart', 'current'] as const;

const announcers = new WeakMap<QueryClient, CartAnnouncer>();

/** The page's one announcer of cart changes to the host (one query cache, one announcer). */
function cartAnnouncer(queryClient: QueryClient): CartAnnouncer {
  let announcer = announcers.get(queryClient);
  if (!announcer) announcers.set(queryClient, (announcer = createCartAnnouncer(document)));
  return announcer;
}

/** Loads the current order (the pre-process call in pws mode, the plain GET otherwise) and tells the host. */
export function cartQueryOptions(api: ApiClient, pwsMode: boolean) {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal, client }): Promise<CartData> => {
      const announcer = cartAnnouncer(client);
      const data = toCartData(
        await announcer.track(api.request(pwsMode ? preProcessOrderEndpoint : currentOrderEndpoint, { signal })),
      );
      announcer.report(data.order);
      return data;
    },
  });
}

/** One order by id (a link to a particular order); the server answers it to its owner only. */
export function orderByIdQueryOptions(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['cart', 'order', orderId] as const,
    queryFn: async ({ signal }): Promise<CartData> =>
      toCartData(await api.request(orderByIdEndpoint, { params: { orderId }, signal })),
  });
}

/** Writes an order every island shows into the cache, and tells the host once the cart settles. */
export function writeCart(queryClient: QueryClient, data: CartData): void {
  // A load still running was sent before this write: its older cart would replace this one when
  // it lands. Cancelling reverts the query at once, so the write below is what stays.
  void queryClient.cancelQueries({ queryKey: CART_QUERY_KEY, exact: true });
  queryClient.setQueryData(CART_QUERY_KEY, data);
  cartAnnouncer(queryClient).report(data.order);
}

/**
 * Lets `CmsBlocks.cart.get()` answer from this cache, so the host's call shares the blocks' load.
 * note: never withdrawn on unmount: the cache lives as long as the page's React root.
 */
function useCartSource(api: ApiClient, pwsMode: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    cartSources.set(document, () => queryClient.query(cartQueryOptions(api, pwsMode)).then(({ order }) => cartSummary(order)));
  }, [api, pwsMode, queryClient]);
}

/** The current order, or the order `orderId` names when given; never asked for where no cart can exist. */
export function useCartOrder(options: { enabled?: boolean; orderId?: string | null } = {}) {
  const api = useApiClient();
  const config = useHostConfig();
  const { pwsMode } = config;
  useCartSource(api, pwsMode);
  const source = options.orderId ? orderByIdQueryOptions(api, options.orderId) : cartQueryOptions(api, pwsMode);
  return useQuery<CartData, Error, CartData, readonly string[]>({
    queryKey: source.queryKey,
    queryFn: source.queryFn as QueryFunction<CartData, readonly string[]>,
    enabled: (options.enabled ?? true) && mayOrder(config),
  });
}

export function useWriteCart(): (data: CartData) => void {
  const queryClient = useQueryClient();
  return useCallback((data: CartData) => writeCart(queryClient, data), [queryClient]);
}

/**
 * Sends a call that changes the cart. Until it is answered the cart counts as busy, so the host
 * hears of the change once, settled, not of each step.
 */
export function useCartRequest(): <Data, Body>(
  endpoint: Endpoint<Data, Body>,
  request?: RequestOptions<Body>,
) => Promise<ApiResponse<Data>> {
  const api = useApiClient();
  const { pwsMode } = useHostConfig();
  const queryClient = useQueryClient();
  useCartSource(api, pwsMode);
  return useCallback((endpoint, request) => cartAnnouncer(queryClient).track(api.request(endpoint, request)), [api, queryClient]);
}
