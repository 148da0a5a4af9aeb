import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import type { Island } from '#runtime/island-store.ts';
import { NothingToShow, ServerNothingContext } from '#runtime/nothing-to-show.tsx';
import { IslandContext } from '#runtime/use-slot-failure.ts';

function islandIn(slot: HTMLElement): Island {
  slot.setAttribute('data-block-state', 'mounted');
  return {
    id: 1,
    block: 'product-gallery',
    slot,
    container: slot,
    component: () => null,
    props: {},
    serverHtml: null,
    onMounted: () => undefined,
    onCrash: () => undefined,
  };
}

function renderNothing(editMode: boolean) {
  const slot = document.createElement('div');
  document.body.append(slot);
  const heard: ErrorEventDetail[] = [];
  slot.addEventListener(ERROR_EVENT, (event) => {
    event.preventDefault();
    heard.push((event as CustomEvent<ErrorEventDetail>).detail);
  });
  render(
    <HostProvider config={{ ...defaultPageConfig, editMode }}>
      <IslandContext value={islandIn(slot)}>
        <NothingToShow failure="there is no product P990.">
          <p>This product no longer exists.</p>
        </NothingToShow>
      </IslandContext>
    </HostProvider>,
    { container: slot },
  );
  return { slot, heard };
}

describe('NothingToShow', () => {
  it('shows visitors nothing: the slot is empty and failed (its space given back), and the host hears why', () => {
    const { slot, heard } = renderNothing(false);
    expect(slot).toBeEmptyDOMElement();
    expect(slot).toHaveAttribute('data-block-state', 'error');
    expect(heard).toEqual([{ block: 'product-gallery', message: 'Block "product-gallery": there is no product P990.' }]);
  });

  it('shows editors the reason, in the failed slot', () => {
    const { slot, heard } = renderNothing(true);
    expect(screen.getByText('This product no longer exists.')).toBeVisible();
    expect(slot).toHaveAttribute('data-block-state', 'error');
    expect(heard).toHaveLength(1);
  });

  it('tells a server render that the block has nothing to show', () => {
    const told = vi.fn();
    render(
      <ServerNothingContext value={told}>
        <NothingToShow failure="its picture /media/gone.png could not be loaded.">
          <p>Why</p>
        </NothingToShow>
      </ServerNothingContext>,
    );
    expect(told).toHaveBeenCalledWith('its picture /media/gone.png could not be loaded.');
    expect(screen.queryByText('Why')).toBeNull();
  });
});
