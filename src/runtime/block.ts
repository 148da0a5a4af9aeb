import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { PropsSchema } from './props.ts';
import { withPropMessages, type BlockPropsSchema } from './prop-messages.ts';

export type Hydration = 'load' | 'idle' | 'visible';

export interface BlockDefinition<Props = unknown> {
  /** The registry key, as written in `data-block`. */
  name: string;
  title: string;
  description: string;
  /** Validates the untrusted `data-props` of a slot; its issues say which prop is wrong and what it allows. */
  props: PropsSchema;
  /** A function component; blocks hold no class components. */
  component: (props: Props) => ReactNode;
  /** Set for blocks kept only for old pages: the notice shown in their place. */
  deprecated?: string;
}

export interface BlockModule {
  // note: `never` props let one registry hold blocks of every props type.
  default: BlockDefinition<never>;
}

/**
 * Declares a block; the shared runtime does all the mounting. The props schema is an object of
 * named props, worded for content administrators when a slot's props fail it (the runtime knows
 * only Standard Schema, so the wording happens here, beside valibot, not in the loader).
 */
export function defineBlock<Schema extends BlockPropsSchema>(
  definition: Omit<BlockDefinition<v.InferOutput<Schema>>, 'props'> & { props: Schema },
): BlockDefinition<v.InferOutput<Schema>> {
  return { ...definition, props: withPropMessages(definition.name, definition.props) };
}
