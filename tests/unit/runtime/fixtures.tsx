import { useEffect } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import { defineBlock, type BlockModule } from '#runtime/block.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { createRuntime, type Runtime } from '#runtime/runtime.ts';
import { startRenderer } from '#runtime/react-root.tsx';
import type { IslandStore } from '#runtime/island-store.ts';
import { registrySource, type FindBlock } from '#runtime/block-source.ts';

export const lifecycle = { mounted: 0, unmounted: 0 };

function Greeting({ name }: { name: string }) {
  useEffect(() => {
    lifecycle.mounted += 1;
    return () => {
      lifecycle.unmounted += 1;
    };
  }, []);
  return <p className="greeting">Hello {name}</p>;
}

function Thrower(): never {
  throw new Error('render failed');
}

const greeting = defineBlock({
  name: 'greeting',
  title: 'Greeting',
  props: v.object({ name: v.string() }),
  component: Greeting,
});

const thrower = defineBlock({
  name: 'thrower',
  title: 'Thrower',
  props: v.object({}),
  component: Thrower,
});

export const testRegistry: Record<string, () => Promise<BlockModule>> = {
  greeting: async () => ({ default: greeting }),
  thrower: async () => ({ default: thrower }),
  missing: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
};

const disconnects: (() => void)[] = [];

/** Stops every runtime a test started watching the document. */
export function teardownRuntimes(): void {
  disconnects.splice(0).forEach((disconnect) => disconnect());
  document.body.innerHTML = '';
}

export function setupRuntime(
  html: string,
  config: Partial<PageConfig> = {},
  preload?: (files: readonly string[]) => void,
  findBlock: FindBlock = registrySource(testRegistry),
): Runtime {
  document.body.innerHTML = html;
  const fullConfig = { ...defaultPageConfig, ...config };
  let store: IslandStore | undefined;
  const runtime = createRuntime({
    doc: document,
    findBlock,
    ...(preload ? { preload } : {}),
    editMode: fullConfig.editMode,
    startRenderer: async () => (store ??= startRenderer(document, fullConfig)),
  });
  return {
    ...runtime,
    observe() {
      const disconnect = runtime.observe();
      disconnects.push(disconnect);
      return disconnect;
    },
  };
}

export const slot = (id: string) => document.getElementById(id)!;

export const waitForState = (el: HTMLElement, state: string) =>
  vi.waitFor(() => expect(el).toHaveAttribute('data-block-state', state));

/**
 * For a test file of runtimes: each test starts with no error, the lifecycle counts at zero and
 * error events handled (nothing logged), and ends with its runtimes stopped. `errors` holds what it
 * heard; a test that wants the unhandled case removes `onError` from the document.
 */
export function collectRuntimeErrors(): { errors: ErrorEventDetail[]; onError: (event: Event) => void } {
  const errors: ErrorEventDetail[] = [];
  const onError = (event: Event) => {
    errors.push((event as CustomEvent<ErrorEventDetail>).detail);
    event.preventDefault();
  };
  beforeEach(() => {
    errors.length = 0;
    lifecycle.mounted = 0;
    lifecycle.unmounted = 0;
    document.addEventListener(ERROR_EVENT, onError);
  });
  afterEach(() => {
    document.removeEventListener(ERROR_EVENT, onError);
    teardownRuntimes();
  });
  return { errors, onError };
}
