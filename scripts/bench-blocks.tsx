import { useEffect, type FunctionComponent, type ReactNode } from 'react';
import returnToTop from '../blocks/site/return-to-top/index.ts';
import spacerLarge from '../blocks/site/spacer-large/index.ts';
import spacerMedium from '../blocks/site/spacer-medium/index.ts';

/**
 * What the bench's bare baselines render: the same blocks as the bench page, bundled into one
 * file with no loader, validation, providers or lazy loading.
 */
const blocks: Record<string, { component: FunctionComponent<object>; props: object }> = {
  'spacer-medium': { component: spacerMedium.component as FunctionComponent<object>, props: {} },
  'spacer-large': { component: spacerLarge.component as FunctionComponent<object>, props: {} },
  'return-to-top': { component: returnToTop.component as FunctionComponent<object>, props: { threshold: 400 } },
};

/** Marks the slot mounted once its block has committed, as the runtime does. */
function MarkMounted({ slot, children }: { slot: HTMLElement; children?: ReactNode }) {
  useEffect(() => slot.setAttribute('data-block-state', 'mounted'), [slot]);
  return children;
}

/** Every slot of the page with its block's element, wrapped to mark it mounted. */
export function benchSlots(): { slot: HTMLElement; element: ReactNode }[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-block]')).flatMap((slot) => {
    const block = blocks[slot.dataset.block ?? ''];
    if (!block) return [];
    const Block = block.component;
    return [
      {
        slot,
        element: (
          <MarkMounted slot={slot}>
            <Block {...block.props} />
          </MarkMounted>
        ),
      },
    ];
  });
}
