/**
 * When a slot's block hydrates (`data-hydrate`): the runtime runs the strategy, the server keeps
 * only these values in the pages it stores.
 */
export const HYDRATIONS = ['load', 'idle', 'visible'] as const;
export type Hydration = (typeof HYDRATIONS)[number];

export function isHydration(value: string | null): value is Hydration {
  return HYDRATIONS.some((hydration) => hydration === value);
}
