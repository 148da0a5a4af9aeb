import { useEffect } from 'react';
import * as v from 'valibot';
import { defineBlock, type BlockModule } from '../../../src/runtime/block.ts';
import { defaultPageConfig, type PageConfig } from '../../../src/host/config.ts';
import { createRuntime, type Runtime } from '../../../src/runtime/runtime.ts';
import { startRenderer } from '../../../src/runtime/react-root.tsx';
import type { IslandStore } from '../../../src/runtime/island-store.ts';

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

export function setupRuntime(html: string, config: Partial<PageConfig> = {}, preload?: (block: string) => void): Runtime {
  document.body.innerHTML = html;
  const fullConfig = { ...defaultPageConfig, ...config };
  let store: IslandStore | undefined;
  const runtime = createRuntime({
    doc: document,
    registry: testRegistry,
    defaultHydration: {},
    editMode: fullConfig.editMode,
    startRenderer: async () => (store ??= startRenderer(document, fullConfig)),
    ...(preload ? { preload } : {}),
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
