export const MOUNT_EVENT = 'cms-blocks:mount';
export const ERROR_EVENT = 'cms-blocks:error';

export interface MountEventDetail {
  block: string;
}

export interface ErrorEventDetail {
  /** The block name as written in the slot, or null for page-level problems. */
  block: string | null;
  message: string;
  error?: unknown;
}

export function dispatchMount(slot: Element, block: string): void {
  slot.dispatchEvent(new CustomEvent<MountEventDetail>(MOUNT_EVENT, { bubbles: true, detail: { block } }));
}

/**
 * Tells the host about a failure with a bubbling, cancelable event, and logs it only when
 * no listener handled it (called preventDefault).
 */
export function reportError(target: EventTarget, detail: ErrorEventDetail): void {
  const event = new CustomEvent<ErrorEventDetail>(ERROR_EVENT, { bubbles: true, cancelable: true, detail });
  const unhandled = target.dispatchEvent(event);
  if (unhandled) console.error(`[cms-blocks] ${detail.message}`, ...(detail.error ? [detail.error] : []));
}
