import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { defaultPageConfig } from '#host/config.ts';
import { PREVIEW_ATTRIBUTE } from '#editor/preview/preview-markup.ts';
import { startPreviewRenderer } from '#editor/preview/preview-renderer.tsx';
import { decorateSlot } from '#editor/preview/slot-decorations.ts';
import type { IslandStore } from '#runtime/island-store.ts';
import { createRuntime } from '#runtime/runtime.ts';
import { testRegistry } from '../runtime/fixtures.tsx';
import { registrySource } from '#runtime/block-source.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.querySelector('[data-cms-blocks-root]')?.remove();
});

describe('previews in the editing area', () => {
  it("mount on the preview's own node, with a root outside the body, and leave the slot TinyMCE owns alone", async () => {
    document.body.innerHTML = `<div data-block="greeting" data-props='{"name":"Ada"}' contenteditable="false"></div>`;
    const tinySlot = document.body.firstElementChild as HTMLElement;
    decorateSlot(tinySlot, 'Greeting');
    let store: IslandStore | undefined;
    const runtime = createRuntime({
      doc: document,
      findBlock: registrySource(testRegistry),
      editMode: true,
      slotAttribute: PREVIEW_ATTRIBUTE,
      startRenderer: () =>
        Promise.resolve((store ??= startPreviewRenderer(document, defaultPageConfig, createApiClient({ baseUrl: '/' })).store)),
    });
    runtime.mount(document.body);
    const preview = tinySlot.querySelector(`[${PREVIEW_ATTRIBUTE}]`);
    await vi.waitFor(() => expect(preview).toHaveAttribute('data-block-state', 'mounted'));
    expect(preview).toHaveTextContent('Hello Ada');
    expect(tinySlot).not.toHaveAttribute('data-block-state');
    expect(document.querySelector('[data-cms-blocks-root]')?.parentElement).toBe(document.documentElement);
  });

  it('say why a preview failed, in the words edit mode uses on a page', async () => {
    document.body.innerHTML = '<div data-block="mystery"></div>';
    const tinySlot = document.body.firstElementChild as HTMLElement;
    decorateSlot(tinySlot, 'mystery');
    const onError = (event: Event) => event.preventDefault();
    document.addEventListener('cms-blocks:error', onError);
    createRuntime({
      doc: document,
      findBlock: registrySource(testRegistry),
      editMode: true,
      slotAttribute: PREVIEW_ATTRIBUTE,
      startRenderer: () => Promise.reject(new Error('not needed')),
    }).mount(document.body);
    document.removeEventListener('cms-blocks:error', onError);
    expect(tinySlot.querySelector('[role="note"]')).toHaveTextContent('Unknown block "mystery"');
  });
});
