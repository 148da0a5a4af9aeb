import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import type { Island } from '#runtime/island-store.ts';
import { IslandContext, useSlotFailure } from '#runtime/use-slot-failure.ts';

function mountedIsland(): Island {
  const slot = document.createElement('div');
  slot.setAttribute('data-block-state', 'mounted');
  return {
    id: 1,
    block: 'add-to-cart',
    slot,
    container: document.createElement('div'),
    component: () => null,
    props: {},
    serverHtml: null,
    onMounted: () => undefined,
    onCrash: () => undefined,
  };
}

function Failing({ failure }: { failure: string | null }) {
  useSlotFailure(failure);
  return null;
}

function renderIn(island: Island | null, failure: string | null) {
  const view = render(
    <IslandContext value={island}>
      <Failing failure={failure} />
    </IslandContext>,
  );
  return {
    ...view,
    setFailure: (next: string | null) =>
      view.rerender(
        <IslandContext value={island}>
          <Failing failure={next} />
        </IslandContext>,
      ),
  };
}

describe('useSlotFailure', () => {
  it('marks the slot failed and tells the host once, then mounted again when the block recovers', () => {
    const island = mountedIsland();
    const heard: ErrorEventDetail[] = [];
    island.slot.addEventListener(ERROR_EVENT, (event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<ErrorEventDetail>).detail);
    });
    const view = renderIn(island, null);
    expect(island.slot.getAttribute('data-block-state')).toBe('mounted');

    view.setFailure('there is no product P999.');
    expect(island.slot.getAttribute('data-block-state')).toBe('error');
    view.setFailure('there is no product P999.');
    expect(heard).toEqual([{ block: 'add-to-cart', message: 'Block "add-to-cart": there is no product P999.' }]);

    view.setFailure(null);
    expect(island.slot.getAttribute('data-block-state')).toBe('mounted');
  });

  it('leaves a slot the runtime has released without a state', () => {
    const island = mountedIsland();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderIn(island, 'product P1 failed to load.');
    island.slot.removeAttribute('data-block-state');
    view.unmount();
    expect(island.slot.hasAttribute('data-block-state')).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('[cms-blocks] Block "add-to-cart": product P1 failed to load.');
    consoleError.mockRestore();
  });

  it('does nothing outside an island (stories, tests)', () => {
    expect(() => renderIn(null, 'there is no product P999.')).not.toThrow();
  });
});
