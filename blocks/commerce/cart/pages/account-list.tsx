import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '../../../../src/api/api-context.tsx';
import { isApiError } from '../../../../src/api/errors/api-error.ts';
import { apiQueryOptions } from '../../../../src/api/query-options.ts';
import type { Endpoint } from '../../../../src/contracts/endpoint.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { Alert } from '../../../../src/ui/alert.tsx';
import { Spinner } from '../../../../src/ui/forms/spinner.tsx';
import { cartLabels } from '../labels.ts';
import { loginHref } from '../../../../src/host/navigation.ts';

/** A signed-in member's list page (auto-ships, order history): loading, login needed, error, empty, list. */
export function AccountList<Item>({
  heading,
  endpoint,
  empty,
  children,
}: {
  heading: string;
  endpoint: Endpoint<Item[]>;
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  const labels = useLabels(cartLabels);
  const { user, routes } = useHostConfig();
  const query = useQuery({ ...apiQueryOptions(useApiClient(), endpoint), enabled: Boolean(user) });
  const state = !user
    ? 'login'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : query.data.length === 0
          ? 'empty'
          : 'ready';
  return (
    <div className="cmsb-cart" data-state={state}>
      <h2 className="cmsb-cart-heading">{heading}</h2>
      {state === 'login' && (
        <Alert type="info">
          {labels.loginRequired} <a href={loginHref(routes)}>{labels.logIn}</a>
        </Alert>
      )}
      {state === 'loading' && <Spinner />}
      {state === 'error' && <Alert type="error">{(isApiError(query.error) && query.error.message) || labels.loadError}</Alert>}
      {state === 'empty' && <p>{empty}</p>}
      {state === 'ready' && query.data && children(query.data)}
    </div>
  );
}
