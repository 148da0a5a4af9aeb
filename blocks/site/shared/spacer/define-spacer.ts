import { createElement } from 'react';
import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { Spacer } from './spacer.tsx';

/** A spacer takes no props; an unknown prop is reported so editors see their typo. */
export const SpacerPropsSchema = v.strictObject({});

export function defineSpacer(size: 'medium' | 'large') {
  return defineBlock({
    name: `spacer-${size}`,
    title: `Spacer (${size})`,
    props: SpacerPropsSchema,
    component: () => createElement(Spacer, { size }),
    serverRender: true,
  });
}
