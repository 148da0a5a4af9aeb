import { queryOptions, useQuery, useQueryClient, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import type { ApiClient } from '../../../src/api/client.ts';
import { currentOrderEndpoint, orderByIdEndpoint, preProcessOrderEndpoint, type Order } from '../../../src/contracts/commerce.ts';
import type { PageConfig } from '../../../src/host/config.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import type { ApiResponse } from '../../../src/api/client.ts';
import type { Message } from '../../../src/api/messages.ts';

/** What the cache holds: the order and the server's messages about it. */
export interface CartData {
  order: Order;
  messages: Message[];
}

export const toCartData = (response: ApiResponse<Order>): CartData => ({ order: response.data, messages: response.messages });

/** The one cache entry every cart, add-to-cart and mini-cart island reads and writes. */
export const CART_QUERY_KEY = ['cart', 'current'] as const;
export const CART_CHANGE_EVENT = 'cms-blocks:cart-change';

export interface CartChangeDetail {
  itemCount: number;
  formattedTotal: string;
}

/** Loads the current order (the pre-process call in pws mode, the plain GET otherwise) and tells the host. */
export function cartQueryOptions(api: ApiClient, pwsMode: boolean) {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }): Promise<CartData> => {
      const data = toCartData(await api.request(pwsMode ? preProcessOrderEndpoint : currentOrderEndpoint, { signal }));
      announceCartChange(data.order);
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

export function cartChangeDetail(order: Order): CartChangeDetail {
  const itemCount = order.items.reduce((count, item) => count + item.qty, 0);
  const totals = order.orderTotals;
  return { itemCount, formattedTotal: totals.totalCalculated ? totals.formatted.total : totals.formatted.subTotal };
}

/** Tells the host the cart changed (item count and formatted total), e.g. for a header badge. */
export function announceCartChange(order: Order, target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent<CartChangeDetail>(CART_CHANGE_EVENT, { detail: cartChangeDetail(order) }));
}

/** Writes an order every island shows into the cache, and tells the host. */
export function writeCart(queryClient: QueryClient, data: CartData): void {
  // A load still running was sent before this write: its older cart would replace this one when
  // it lands. Cancelling reverts the query at once, so the write below is what stays.
  void queryClient.cancelQueries({ queryKey: CART_QUERY_KEY, exact: true });
  queryClient.setQueryData(CART_QUERY_KEY, data);
  announceCartChange(data.order);
}

/** A cart exists for members, and for guests only while guest ordering is on. */
export function mayHaveCart(config: Pick<PageConfig, 'user' | 'guestOrderingEnabled'>): boolean {
  return Boolean(config.user) || config.guestOrderingEnabled;
}

/** The current order, or the order `orderId` names when given; never asked for where no cart can exist. */
export function useCartOrder(options: { enabled?: boolean; orderId?: string | null } = {}) {
  const api = useApiClient();
  const config = useHostConfig();
  const { pwsMode } = config;
  const source = options.orderId ? orderByIdQueryOptions(api, options.orderId) : cartQueryOptions(api, pwsMode);
  return useQuery<CartData, Error, CartData, readonly string[]>({
    queryKey: source.queryKey,
    queryFn: source.queryFn as QueryFunction<CartData, readonly string[]>,
    enabled: (options.enabled ?? true) && mayHaveCart(config),
  });
}

export function useWriteCart(): (data: CartData) => void {
  const queryClient = useQueryClient();
  return useCallback((data: CartData) => writeCart(queryClient, data), [queryClient]);
}
