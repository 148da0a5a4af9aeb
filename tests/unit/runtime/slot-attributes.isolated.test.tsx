import { describe, expect, it, vi } from 'vitest';
import { collectRuntimeErrors, lifecycle, setupRuntime, slot, waitForState } from './fixtures.tsx';

const { errors } = collectRuntimeErrors();

describe('data-hydrate', () => {
  it('warns about a value it does not know, naming the slot and the allowed values, and mounts the slot anyway', async () => {
    setupRuntime(`<div id="a" data-block="greeting" data-hydrate="sometimes" data-props='{"name":"Ada"}'></div>`).mount();
    await waitForState(slot('a'), 'mounted');
    expect(slot('a')).toHaveTextContent('Hello Ada');
    expect(errors).toEqual([
      {
        block: 'greeting',
        message:
          'Block "greeting": data-hydrate must be one of load, idle, visible (received "sometimes"); it hydrates with the block\'s default, load.',
      },
    ]);
  });

  it('treats an empty value as absent', async () => {
    setupRuntime(`<div id="a" data-block="greeting" data-hydrate="" data-props='{"name":"Ada"}'></div>`).mount();
    await waitForState(slot('a'), 'mounted');
    expect(errors).toEqual([]);
  });
});

describe('unmount', () => {
  it("puts back the slot's placeholder and leaves it untracked until it is mounted again", async () => {
    const runtime = setupRuntime(
      `<div id="a" data-block="greeting" data-props='{"name":"Ada"}'><p class="skeleton">Loading…</p>text</div>`,
    );
    const placeholder = slot('a').innerHTML;
    runtime.mount();
    await waitForState(slot('a'), 'mounted');
    expect(slot('a')).not.toHaveTextContent('Loading…');

    runtime.unmount(slot('a'));
    await vi.waitFor(() => expect(lifecycle.unmounted).toBe(1));
    expect(slot('a').innerHTML).toBe(placeholder);
    expect(slot('a')).not.toHaveAttribute('data-block-state');

    runtime.mount(slot('a'));
    await waitForState(slot('a'), 'mounted');
    expect(slot('a')).toHaveTextContent('Hello Ada');
    expect(slot('a')).not.toHaveTextContent('Loading…');
  });

  it('puts back the placeholder of a slot that failed, without the editors’ notice', async () => {
    const runtime = setupRuntime(`<div id="bad" data-block="promo-bar"><p>Loading…</p></div>`, { editMode: true });
    runtime.mount();
    await waitForState(slot('bad'), 'error');
    expect(slot('bad').querySelector('[role="note"]')).not.toBeNull();
    runtime.unmount(slot('bad'));
    expect(slot('bad').innerHTML).toBe('<p>Loading…</p>');
  });

  it('leaves a slot the host emptied empty', async () => {
    const runtime = setupRuntime(`<div id="a" data-block="greeting" data-props='{"name":"Ada"}'><p>Loading…</p></div>`);
    runtime.observe();
    runtime.mount();
    await waitForState(slot('a'), 'mounted');
    slot('a').innerHTML = '';
    await vi.waitFor(() => expect(lifecycle.unmounted).toBe(1));
    expect(slot('a').innerHTML).toBe('');
  });
});
