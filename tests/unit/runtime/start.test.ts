import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import { start } from '#runtime/start.ts';
import { testRegistry } from './fixtures.tsx';
import { registrySource } from '#runtime/block-source.ts';

afterEach(() => {
  delete window.CmsBlocks;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('start', () => {
  it('exposes window.CmsBlocks with mount, unmount and the version', async () => {
    // A guest by the host's word: the runtime asks nobody for the session (there is no server here).
    document.head.innerHTML = `<script type="application/json" data-cms-blocks-config>{"user": null}</script>`;
    document.body.innerHTML = `<div id="a" data-block="greeting" data-props='{"name":"Ada"}'></div>`;
    const api = start({ findBlock: registrySource(testRegistry) });
    expect(window.CmsBlocks).toBe(api);
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
    await vi.waitFor(() => expect(document.getElementById('a')).toHaveAttribute('data-block-state', 'mounted'));
    expect(start({ findBlock: registrySource(testRegistry) })).toBe(api);
  });

  it('reports a bad page config and goes on with defaults', async () => {
    document.head.innerHTML = `<script type="application/json" data-cms-blocks-config>{"editMode": "sometimes", "user": null}</script>`;
    document.body.innerHTML = `<div id="bad" data-block="promo-bar"></div>`;
    const problems: string[] = [];
    const listener = (e: Event) => {
      problems.push((e as CustomEvent<ErrorEventDetail>).detail.message);
      e.preventDefault();
    };
    document.addEventListener(ERROR_EVENT, listener);
    start({ findBlock: registrySource(testRegistry) });
    await vi.waitFor(() => expect(problems).toContainEqual(expect.stringContaining('Page config "editMode"')));
    document.removeEventListener(ERROR_EVENT, listener);
    // editMode fell back to false: no notice is shown to visitors.
    expect(document.getElementById('bad')?.textContent).toBe('');
  });
});
