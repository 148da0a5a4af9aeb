import { useMemo } from 'react';
import { useHostConfig } from './host-context.tsx';

/**
 * Every user-facing default text belongs to a label set. A host overrides any of them
 * from the page config: `"labels": {"runtime.errorBoundary": "..."}`.
 */
export interface LabelSet<T extends Record<string, string>> {
  namespace: string;
  defaults: T;
}

export function defineLabels<const T extends Record<string, string>>(namespace: string, defaults: T): LabelSet<T> {
  return { namespace, defaults };
}

export function resolveLabels<T extends Record<string, string>>(
  set: LabelSet<T>,
  overrides: Readonly<Record<string, string>> | undefined,
): T {
  if (!overrides) return set.defaults;
  const out: Record<string, string> = { ...set.defaults };
  for (const key of Object.keys(set.defaults)) {
    const override = overrides[`${set.namespace}.${key}`];
    if (override !== undefined) out[key] = override;
  }
  return out as T;
}

export function useLabels<T extends Record<string, string>>(set: LabelSet<T>): T {
  const { labels } = useHostConfig();
  return useMemo(() => resolveLabels(set, labels), [set, labels]);
}

/** Replaces `{name}` placeholders; unknown names stay as written. */
export function fillLabel(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
