import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { defaultPageConfig } from '#host/config.ts';
import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';
import { explainProps } from '#editor/preview/prop-issue-words.ts';
import { startPreviewRenderer } from '#editor/preview/preview-renderer.tsx';
import { decorateSlot } from '#editor/preview/slot-decorations.ts';
import type { IslandStore } from '#runtime/island-store.ts';
import { createRuntime, type RuntimeOptions } from '#runtime/runtime.ts';
import { testRegistry } from '../runtime/fixtures.tsx';
import { registrySource } from '#runtime/block-source.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.querySelector('[data-cms-blocks-root]')?.remove();
});

/** The runtime as the editor's previews run it, over the test registry. */
const previewRuntime = (options: Partial<RuntimeOptions> = {}) => {
  let store: IslandStore | undefined;
  return createRuntime({
    doc: document,
    findBlock: registrySource(testRegistry),
    editMode: true,
    slotAttribute: PREVIEW_ATTRIBUTE,
    startRenderer: () =>
      Promise.resolve((store ??= startPreviewRenderer(document, defaultPageConfig, createApiClient({ baseUrl: '/' })).store)),
    ...options,
  });
};

describe('previews in the editing area', () => {
  it("mount on the preview's own node, with a root outside the body, and leave the slot TinyMCE owns alone", async () => {
    document.body.innerHTML = `<div data-block="greeting" data-props='{"name":"Ada"}' contenteditable="false"></div>`;
    const tinySlot = document.body.firstElementChild as HTMLElement;
    decorateSlot(tinySlot, 'Greeting');
    previewRuntime().mount(document.body);
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
    previewRuntime({ startRenderer: () => Promise.reject(new Error('not needed')) }).mount(document.body);
    document.removeEventListener('cms-blocks:error', onError);
    expect(tinySlot.querySelector('[role="note"]')).toHaveTextContent('Unknown block "mystery"');
  });

  it('name the block and the wrong prop by their titles in a failed preview, and keep the detail for the error event', async () => {
    document.body.innerHTML = `<div data-block="greeting" data-props='{"name":["Ada"]}'></div>`;
    const tinySlot = document.body.firstElementChild as HTMLElement;
    decorateSlot(tinySlot, 'Greeting');
    const messages: string[] = [];
    const onError = (event: Event) => {
      event.preventDefault();
      messages.push((event as CustomEvent<{ message: string }>).detail.message);
    };
    document.addEventListener('cms-blocks:error', onError);
    previewRuntime({ explainProps }).mount(document.body);
    const preview = tinySlot.querySelector(`[${PREVIEW_ATTRIBUTE}]`);
    await vi.waitFor(() => expect(preview).toHaveAttribute('data-block-state', 'error'));
    document.removeEventListener('cms-blocks:error', onError);
    expect(preview?.querySelector('[role="note"]')).toHaveTextContent(/^Greeting: "name" must be text\.$/);
    expect(messages).toEqual(['Block "greeting": Prop "name" must be a string (received Array).']);
  });
});
