import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import { describe, expect, it, vi } from 'vitest';
import { jsonScriptText } from '#host/json-script.ts';
import { ERROR_EVENT } from '#runtime/events.ts';
import { readServerState, reportServerMismatch } from '#runtime/server-state.ts';

function stateScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-cms-blocks-state', '');
  script.textContent = text;
  document.body.append(script);
  return script;
}

describe('readServerState', () => {
  it("puts the server's query data into the cache once per script, names with </script> included", () => {
    const server = new QueryClient();
    const product = { name: '</script><script>alert(1)</script> $1', price: 12.5 };
    server.setQueryData(['api', '/api/products/P100'], product);
    const script = stateScript(jsonScriptText(dehydrate(server)));
    const client = new QueryClient();
    readServerState(document, client, false);
    expect(client.getQueryData(['api', '/api/products/P100'])).toEqual(product);
    client.clear();
    readServerState(document, client, false);
    expect(client.getQueryData(['api', '/api/products/P100'])).toBeUndefined();
    script.remove();
  });

  it("marks the data stale for a signed-in visitor, whose own answers may differ from a guest's", () => {
    const server = new QueryClient();
    const key = ['api', '/api/pws/site-settings-section/demo'];
    server.setQueryData(key, { canEdit: false });
    const text = jsonScriptText(dehydrate(server));
    const guest = new QueryClient();
    const first = stateScript(text);
    readServerState(document, guest, false);
    first.remove();
    const owner = new QueryClient();
    const second = stateScript(text);
    readServerState(document, owner, true);
    second.remove();
    expect(guest.getQueryState(key)?.isInvalidated).toBe(false);
    expect(owner.getQueryData(key)).toEqual({ canEdit: false });
    expect(owner.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("keeps the server's 404 of a block that had nothing to show: the same failure, not asked again on mount", async () => {
    const key = ['api', '/api/products/NOPE'];
    const server = new QueryClient();
    await server
      .query({ queryKey: key, queryFn: () => Promise.reject(new ApiError(404, [])), retry: false })
      .catch(() => undefined);
    const script = stateScript(jsonScriptText(dehydrate(server, { shouldDehydrateQuery: () => true })));
    const client = new QueryClient();
    readServerState(document, client, false);
    script.remove();

    const queryFn = vi.fn(() => Promise.resolve(null));
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const first = observer.getOptimisticResult(client.defaultQueryOptions({ queryKey: key, queryFn }));
    expect(first.status).toBe('error');
    expect(classifyFailure(first.error).kind).toBe('not-found');
    const stop = observer.subscribe(() => undefined);
    stop();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reports a script it cannot read and carries on', () => {
    const script = stateScript('{"queries": 3}');
    const reported = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener(ERROR_EVENT, reported);
    readServerState(document, new QueryClient(), false);
    document.removeEventListener(ERROR_EVENT, reported);
    expect(reported).toHaveBeenCalledTimes(1);
    expect((reported.mock.calls[0]?.[0] as CustomEvent<{ message: string }>).detail.message).toMatch(/could not be read/);
    script.remove();
  });
});

describe('reportServerMismatch', () => {
  const nodes = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder;
  };

  it('says nothing when the text agrees, whitespace and elements a library adds aside, and says where it differs', () => {
    const slot = document.createElement('div');
    const reported = vi.fn((event: Event) => event.preventDefault());
    slot.addEventListener(ERROR_EVENT, reported);
    const server = (html: string) => Array.from(nodes(html).childNodes);
    reportServerMismatch(slot, 'add-to-cart', server('<p>Lavender  <b>$12.50</b></p>'), nodes('<p>Lavender <b>$12.50</b></p>'));
    reportServerMismatch(
      slot,
      'rotating-banner',
      server('<div>Spring<div></div></div>'),
      nodes('<div>Spring<div><i></i></div></div>'),
    );
    expect(reported).not.toHaveBeenCalled();
    reportServerMismatch(slot, 'add-to-cart', server('<p>Lavender <b>$12.50</b></p>'), nodes('<p>Lavender <b>$13.00</b></p>'));
    expect(reported.mock.calls.map(([event]) => (event as CustomEvent<{ message: string }>).detail.message)).toEqual([
      'Block "add-to-cart": its first render in the browser differs from the server\'s HTML ("…Lavender $12.50…" became "…Lavender $13.00…"); a server-rendered block must render the same in both for a guest.',
    ]);
  });
});
