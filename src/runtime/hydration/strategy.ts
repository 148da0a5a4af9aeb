/** Calls `run` when the slot is due to hydrate; returns a cancel function. */
export type Strategy = (slot: Element, run: () => void) => () => void;
