import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { PropsSchema } from './props.ts';

export type Hydration = 'load' | 'idle' | 'visible';

export interface BlockDefinition<Props = unknown> {
  /** The registry key, as written in `data-block`. */
  name: string;
  title: string;
  description: string;
  /** Validates the untrusted `data-props` of a slot. */
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

/** Declares a block; the shared runtime does all the mounting. */
export function defineBlock<Schema extends v.GenericSchema>(
  definition: Omit<BlockDefinition<v.InferOutput<Schema>>, 'props'> & { props: Schema },
): BlockDefinition<v.InferOutput<Schema>> {
  return definition;
}
