export type QuantityInput = { quantity: number } | { warning: true };

/** Typed quantity of the product block: a whole number; empty means 1. */
export function parseQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  if (trimmed === '') return { quantity: 1 };
  return /^\d+$/.test(trimmed) ? { quantity: Number(trimmed) } : { warning: true };
}
