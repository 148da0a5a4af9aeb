import type { Hydration } from '../block.ts';
import { idle } from './idle.ts';
import { load } from './load.ts';
import type { Strategy } from './strategy.ts';
import { visible } from './visible.ts';

export const strategies: Record<Hydration, Strategy> = { load, idle, visible };

/** The values `data-hydrate` takes. */
export const HYDRATIONS = Object.keys(strategies) as readonly Hydration[];

export function isHydration(value: string | null): value is Hydration {
  return value !== null && Object.prototype.hasOwnProperty.call(strategies, value);
}
