import { describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, MOUNT_EVENT } from '#runtime/events.ts';
import { collectRuntimeErrors, lifecycle, setupRuntime, slot, testRegistry, waitForState } from './fixtures.tsx';

const { errors, onError } = collectRuntimeErrors();

describe('runtime', () => {
  it('mounts a slot, removes its placeholder and announces the mount', async () => {
    const runtime = setupRuntime(`<div id="a" data-block="greeting" data-props='{"name":"Ada"}'><p>Loading…</p></div>`);
    const mounts: string[] = [];
    document.addEventListener(MOUNT_EVENT, (e) => mounts.push((e as CustomEvent<{ block: string }>).detail.block));
    runtime.mount();
    expect(slot('a')).toHaveAttribute('data-block-state', 'pending');
    await waitForState(slot('a'), 'mounted');
    expect(slot('a')).toHaveTextContent('Hello Ada');
    expect(slot('a')).not.toHaveTextContent('Loading…');
    expect(mounts).toEqual(['greeting']);
  });

  it("imports a block's code once however many of its slots are due", async () => {
    const load = vi.spyOn(testRegistry, 'greeting');
    const runtime = setupRuntime(
      ['a', 'b', 'c'].map((id) => `<div id="${id}" data-block="greeting" data-props='{"name":"${id}"}'></div>`).join(''),
    );
    runtime.mount();
    await Promise.all(['a', 'b', 'c'].map((id) => waitForState(slot(id), 'mounted')));
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });

  it('is safe to mount twice', async () => {
    const runtime = setupRuntime(`<div id="a" data-block="greeting" data-props='{"name":"Ada"}'></div>`);
    runtime.mount();
    runtime.mount();
    await waitForState(slot('a'), 'mounted');
    runtime.mount(slot('a'));
    // note: a slot mounted after the repeat goes the same way: once it is up, a second island would be too
    document.body.insertAdjacentHTML('beforeend', `<div id="b" data-block="greeting" data-props='{"name":"Bo"}'></div>`);
    runtime.mount();
    await waitForState(slot('b'), 'mounted');
    expect(slot('a').querySelectorAll('.greeting')).toHaveLength(1);
    expect(lifecycle.mounted).toBe(2);
  });

  it('unmounts an island whose slot is removed, and keeps the others', async () => {
    const runtime = setupRuntime(`
      <div id="a" data-block="greeting" data-props='{"name":"A"}'></div>
      <div id="b" data-block="greeting" data-props='{"name":"B"}'></div>`);
    runtime.observe();
    runtime.mount();
    await waitForState(slot('b'), 'mounted');
    slot('a').remove();
    await vi.waitFor(() => expect(lifecycle.unmounted).toBe(1));
    expect(slot('b')).toHaveTextContent('Hello B');
  });

  it('treats a slot emptied by the host as a removal of that island only', async () => {
    const runtime = setupRuntime(`
      <div id="a" data-block="greeting" data-props='{"name":"A"}'></div>
      <div id="b" data-block="greeting" data-props='{"name":"B"}'></div>`);
    runtime.observe();
    runtime.mount();
    await waitForState(slot('b'), 'mounted');
    slot('a').innerHTML = '';
    slot('a').remove();
    await vi.waitFor(() => expect(lifecycle.unmounted).toBe(1));
    expect(slot('b')).toHaveTextContent('Hello B');
  });

  it('mounts slots added later and can unmount and remount on request', async () => {
    const runtime = setupRuntime('<main id="main"></main>');
    runtime.observe();
    runtime.mount();
    slot('main').insertAdjacentHTML('beforeend', `<div id="late" data-block="greeting" data-props='{"name":"Late"}'></div>`);
    await waitForState(slot('late'), 'mounted');
    runtime.unmount(slot('late'));
    await vi.waitFor(() => expect(lifecycle.unmounted).toBe(1));
    expect(slot('late')).not.toHaveAttribute('data-block-state');
    runtime.mount(slot('late'));
    await waitForState(slot('late'), 'mounted');
    expect(slot('late').querySelectorAll('.greeting')).toHaveLength(1);
  });

  it.each([
    ['invalid JSON', `data-block="greeting" data-props='{name:'`, 'Block "greeting": data-props is not valid JSON'],
    [
      'props failing the schema',
      `data-block="greeting" data-props='{"name":7}'`,
      'Block "greeting": Prop "name" must be a string (received 7).',
    ],
    ['an unknown block name', `data-block="promo-bar"`, 'Unknown block "promo-bar"'],
    ['a chunk that fails to load', `data-block="missing"`, 'Block "missing": its code failed to load'],
    ['a block that throws while rendering', `data-block="thrower"`, 'Block "thrower" crashed while rendering: render failed'],
  ])('reports %s on that slot only and keeps the other islands working', async (_case, attributes, message) => {
    const runtime = setupRuntime(`
      <div id="bad" ${attributes}></div>
      <div id="good" data-block="greeting" data-props='{"name":"Good"}'></div>`);
    runtime.mount();
    await waitForState(slot('bad'), 'error');
    await waitForState(slot('good'), 'mounted');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(message);
    expect(slot('good')).toHaveTextContent('Hello Good');
  });

  it('shows visitors nothing for a bad slot, and editors the reason', async () => {
    setupRuntime(`<div id="bad" data-block="promo-bar"></div>`).mount();
    await waitForState(slot('bad'), 'error');
    expect(slot('bad').textContent).toBe('');

    setupRuntime(`<div id="bad" data-block="promo-bar"></div>`, { editMode: true }).mount();
    await waitForState(slot('bad'), 'error');
    expect(slot('bad').querySelector('[role="note"]')).toHaveTextContent('Unknown block "promo-bar"');
  });

  it('tells editors which prop is wrong in the slot, in the same words as the error event', async () => {
    setupRuntime(`<div id="bad" data-block="greeting" data-props='{"name":["Ada"]}'></div>`, {
      editMode: true,
    }).mount();
    await waitForState(slot('bad'), 'error');
    const message = 'Block "greeting": Prop "name" must be a string (received Array).';
    expect(slot('bad').querySelector('[role="note"]')).toHaveTextContent(message);
    expect(errors.map((error) => error.message)).toEqual([message]);
  });

  it('shows the error-boundary text where a block crashed', async () => {
    setupRuntime(`<div id="bad" data-block="thrower"></div>`).mount();
    await waitForState(slot('bad'), 'error');
    expect(slot('bad')).toHaveTextContent(
      'Oops! Something went wrong. Please refresh the page or contact support if the error persists.',
    );
    expect(slot('bad')).not.toHaveTextContent('render failed');
  });

  it('logs an error only when no listener handled the event', async () => {
    document.removeEventListener(ERROR_EVENT, onError);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setupRuntime(`<div id="bad" data-block="promo-bar"></div>`).mount();
    await waitForState(slot('bad'), 'error');
    expect(log).toHaveBeenCalledWith('[cms-blocks] Unknown block "promo-bar"');
    log.mockClear();
    const handled = (e: Event) => e.preventDefault();
    document.addEventListener(ERROR_EVENT, handled);
    setupRuntime(`<div id="bad" data-block="promo-bar"></div>`).mount();
    await waitForState(slot('bad'), 'error');
    expect(log).not.toHaveBeenCalled();
    document.removeEventListener(ERROR_EVENT, handled);
    log.mockRestore();
  });

  it('waits for the slot to come into view when data-hydrate is "visible"', async () => {
    const observed: Element[] = [];
    let trigger: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          trigger = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const runtime = setupRuntime(`
      <div id="a" data-block="greeting" data-hydrate="visible" data-props='{"name":"V"}'></div>
      <div id="b" data-block="greeting" data-props='{"name":"L"}'></div>`);
    runtime.mount();
    // note: the slot that hydrates at load is up, so the visible one has had every chance to be
    await waitForState(slot('b'), 'mounted');
    expect(slot('a')).toHaveAttribute('data-block-state', 'pending');
    expect(observed).toContain(slot('a'));
    trigger?.([{ target: slot('a'), isIntersecting: true }]);
    await waitForState(slot('a'), 'mounted');
    vi.unstubAllGlobals();
  });
});
