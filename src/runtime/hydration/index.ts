import { isHydration, type Hydration } from '#contracts/hydration.ts';
import { idle } from './idle.ts';
import { load } from './load.ts';
import type { Strategy } from './strategy.ts';
import { visible } from './visible.ts';

export const strategies: Record<Hydration, Strategy> = { load, idle, visible };

/** What a slot's `data-hydrate` asks for, trimmed; null when it says nothing. */
export const requestedHydration = (slot: Element): string | null => slot.getAttribute('data-hydrate')?.trim() || null;

/**
 * Whether some slot under `root` may be due at once: its `data-hydrate` says load, or leaves the
 * choice to its block (most blocks hydrate on load). Only a page whose every slot asks to wait
 * (idle, visible) has no slot that surely needs React soon.
 */
export function maySlotHydrateAtOnce(root: ParentNode, slotSelector: string): boolean {
  return Array.from(root.querySelectorAll(slotSelector)).some((slot) => {
    const requested = requestedHydration(slot);
    return requested === 'load' || !isHydration(requested);
  });
}
