import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { SAVED_STATUS_MS, useSave, type SaveOptions } from '#api/use-save.ts';

/** Sends that settle when the test says so, recording what each was sent. */
function heldSends() {
  const sent: string[] = [];
  const settle: ((failure?: Error) => void)[] = [];
  const send = (input: string) => {
    sent.push(input);
    return new Promise<string>((resolve, reject) =>
      settle.push((failure) => (failure ? reject(failure) : resolve(`stored ${input}`))),
    );
  };
  return { sent, settle, send };
}

function renderSave(options: SaveOptions<string, string>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useSave(options), { wrapper }) };
}

describe('useSave', () => {
  it('goes pending, saved, and back to idle once the saved note has shown, writing the answer into the cache', async () => {
    const sends = heldSends();
    const { result, queryClient } = renderSave({
      send: sends.send,
      onSaved: (data, input, client) => client.setQueryData(['saved', input], data),
    });
    expect(result.current.status).toBe('idle');
    let outcome!: ReturnType<typeof result.current.save>;
    act(() => {
      outcome = result.current.save('a');
    });
    await waitFor(() => expect(result.current.status).toBe('pending'));
    await act(async () => sends.settle[0]?.());
    expect(await outcome).toEqual({ status: 'saved', data: 'stored a' });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const savedAt = Date.now();
    expect(queryClient.getQueryData(['saved', 'a'])).toBe('stored a');
    await waitFor(() => expect(result.current.status).toBe('idle'), { timeout: SAVED_STATUS_MS * 2 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(SAVED_STATUS_MS - 50);
  });

  it('keeps saved until the next save when asked to', async () => {
    const kept = renderSave({ send: (input) => Promise.resolve(input), keepSaved: true });
    const plain = renderSave({ send: (input) => Promise.resolve(input) });
    await act(() => Promise.all([kept.result.current.save('a'), plain.result.current.save('a')]));
    await waitFor(() => expect(plain.result.current.status).toBe('saved'));
    await waitFor(() => expect(plain.result.current.status).toBe('idle'), { timeout: SAVED_STATUS_MS * 2 });
    expect(kept.result.current.status).toBe('saved');
  });

  it('sends once however often it is asked while a save is under way', async () => {
    const sends = heldSends();
    const { result } = renderSave({ send: sends.send });
    let first!: ReturnType<typeof result.current.save>;
    let second!: ReturnType<typeof result.current.save>;
    act(() => {
      first = result.current.save('a');
      second = result.current.save('b');
    });
    expect(await second).toEqual({ status: 'skipped' });
    await act(async () => sends.settle[0]?.());
    expect(await first).toMatchObject({ status: 'saved' });
    expect(sends.sent).toEqual(['a']);
  });

  it('with queue, sends a save asked for meanwhile once the one before is done; the status follows the latest', async () => {
    const sends = heldSends();
    const { result } = renderSave({ send: sends.send, queue: true });
    let first!: ReturnType<typeof result.current.save>;
    let second!: ReturnType<typeof result.current.save>;
    act(() => {
      first = result.current.save('a');
      second = result.current.save('b');
    });
    await waitFor(() => expect(sends.sent).toEqual(['a']));
    await act(async () => sends.settle[0]?.());
    await waitFor(() => expect(sends.sent).toEqual(['a', 'b']));
    await waitFor(() => expect(result.current.status).toBe('pending'));
    await act(async () => sends.settle[1]?.());
    expect(await Promise.all([first, second])).toEqual([
      { status: 'saved', data: 'stored a' },
      { status: 'saved', data: 'stored b' },
    ]);
    await waitFor(() => expect(result.current.status).toBe('saved'));
  });

  it('classifies a failure once: error with its fields, conflict for a 409; reset forgets it', async () => {
    const onFailed = vi.fn();
    const refusal = new ApiError(
      422,
      readMessages([{ type: 'validatorMessage', source: 'email', code: 'invalid', value: 'Enter an email address.' }]),
    );
    let failure: Error = refusal;
    const { result } = renderSave({ send: () => Promise.reject(failure), onFailed });
    expect(await act(() => result.current.save('a'))).toMatchObject({ status: 'error', failure: { kind: 'invalid' } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.failure).toMatchObject({ kind: 'invalid', fields: { email: 'Enter an email address.' } });
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invalid' }), 'a', expect.anything());

    failure = new ApiError(409, []);
    expect(await act(() => result.current.save('b'))).toMatchObject({ status: 'conflict' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'conflict', failure: { kind: 'conflict' } }));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'idle', failure: null }));
  });

  it('forgets the last failure as soon as the next save is sent', async () => {
    const sends = heldSends();
    const { result } = renderSave({ send: sends.send });
    act(() => void result.current.save('a'));
    await waitFor(() => expect(sends.sent).toEqual(['a']));
    await act(async () => sends.settle[0]?.(new ApiError(500, [])));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', failure: { kind: 'failed' } }));
    act(() => void result.current.save('b'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'pending', failure: null }));
  });

  it("with fields, keeps the server's messages for those fields only, in the outcome and the status", async () => {
    const refusal = new ApiError(
      422,
      readMessages([
        { type: 'validatorMessage', source: 'email', code: 'invalid', value: 'Enter an email address.' },
        { type: 'validatorMessage', source: 'siteId', code: 'invalid', value: 'No such site.' },
      ]),
    );
    const { result } = renderSave({ send: () => Promise.reject(refusal), fields: ['email'] });
    expect(await act(() => result.current.save('a'))).toMatchObject({
      status: 'error',
      failure: { fields: { email: 'Enter an email address.' } },
    });
    await waitFor(() => expect(result.current.failure?.fields).toEqual({ email: 'Enter an email address.' }));
  });
});
