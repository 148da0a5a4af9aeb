import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { BlockCategory, BlockIcon } from '#contracts/block-manifest.ts';
import type { Hydration } from '#contracts/hydration.ts';
import type { PropsSchema } from './props.ts';
import { withPropMessages, type BlockPropsSchema } from './prop-messages.ts';

export interface BlockDefinition<Props = unknown> {
  /** The registry key, as written in `data-block`. */
  name: string;
  /** What a content administrator calls it: "Add to cart". */
  title: string;
  /** Validates the untrusted `data-props` of a slot; its issues say which prop is wrong and what it allows. */
  props: PropsSchema;
  /** A function component; blocks hold no class components. */
  component: (props: Props) => ReactNode;
  /**
   * When its slots hydrate unless a slot says otherwise (`data-hydrate`); 'load' when unset. The
   * loader needs it before this chunk is fetched, so the build copies it into the block's plan file
   * (registry/hydration.json, written by `npm run registry`).
   */
  hydration?: Hydration;
  /** Set for blocks kept only for old pages: the notice shown in their place. */
  deprecated?: string;
  /**
   * Public blocks that show the same to every guest render on the server too (src/server/): their
   * render reads no `window`, `document` or storage and is the same on every run for the same
   * props and data. Per-visitor blocks (cart, login, profiles, desk, owner tools) never do.
   */
  serverRender?: boolean;
}

export interface BlockModule {
  // note: `never` props let one registry hold blocks of every props type.
  default: BlockDefinition<never>;
}

/**
 * What the editor's inserter shows of a block beside its title (the fields of blocks.json,
 * src/contracts/block-manifest.ts). It lives in the block's `authoring.ts`, which only the build's
 * manifest reads (registry/authoring.ts), so visitors' pages never load these words.
 */
export interface BlockAuthoring<Schema extends v.GenericSchema = v.GenericSchema> {
  /** One or two sentences to a content administrator: what visitors get from the block. */
  description: string;
  category: BlockCategory;
  /** Words the inserter's search also matches: what people might call it ("basket", "buy"). */
  keywords: readonly string[];
  icon: BlockIcon;
  /** False for blocks only a host places (the impersonation banner), which the inserter does not offer. */
  insertable: boolean;
  /** Props for the inserter's preview, referencing the reference server's seeded data; null for none. */
  example: v.InferInput<Schema> | null;
}

/**
 * A block's props as a page writes them in `data-props`: its schema's input (a prop with a default
 * may be left out); nothing but `{}` for a block without props. registry/props.ts maps every block to it.
 */
export type SlotPropsOf<Definition extends { props: v.GenericSchema }> = keyof v.InferInput<Definition['props']> extends never
  ? Record<string, never>
  : v.InferInput<Definition['props']>;

/**
 * Declares a block; the shared runtime does all the mounting. The props schema is an object of
 * named props, worded for content administrators when a slot's props fail it (the runtime knows
 * only Standard Schema, so the wording happens here, beside valibot, not in the loader). The result
 * keeps the schema's type: registry/props.ts reads each block's props from it.
 */
export function defineBlock<Schema extends BlockPropsSchema>(
  definition: Omit<BlockDefinition<v.InferOutput<Schema>>, 'props'> & { props: Schema },
): BlockDefinition<v.InferOutput<Schema>> & { props: Schema } {
  return { ...definition, props: withPropMessages(definition.name, definition.props) };
}
