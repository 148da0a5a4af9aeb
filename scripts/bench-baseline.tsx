import { createElement, useEffect, type FunctionComponent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import returnToTop from '../blocks/site/return-to-top/index.ts';
import spacerLarge from '../blocks/site/spacer-large/index.ts';
import spacerMedium from '../blocks/site/spacer-medium/index.ts';

/**
 * The benchmark's bare baseline: the same blocks as the bench page, mounted by a plain loop
 * with one createRoot per slot and no loader, validation, providers or lazy loading.
 */
const blocks: Record<string, { component: (props: never) => ReactNode; props: object }> = {
  'spacer-medium': { component: spacerMedium.component, props: {} },
  'spacer-large': { component: spacerLarge.component, props: {} },
  'return-to-top': { component: returnToTop.component, props: { threshold: 400 } },
};

function MarkMounted({ slot, children }: { slot: HTMLElement; children?: ReactNode }) {
  useEffect(() => slot.setAttribute('data-block-state', 'mounted'), [slot]);
  return children;
}

for (const slot of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const block = blocks[slot.dataset.block ?? ''];
  if (!block) continue;
  createRoot(slot).render(
    createElement(MarkMounted, { slot }, createElement(block.component as FunctionComponent<object>, block.props)),
  );
}
