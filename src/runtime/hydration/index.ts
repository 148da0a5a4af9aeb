import type { Hydration } from '#contracts/hydration.ts';
import { idle } from './idle.ts';
import { load } from './load.ts';
import type { Strategy } from './strategy.ts';
import { visible } from './visible.ts';

export const strategies: Record<Hydration, Strategy> = { load, idle, visible };
