/**
 * How many refused origins (or hosts) a check remembers having logged: enough for a site's real
 * misconfigurations, while a flood of made-up ones holds no more memory than this.
 */
const REMEMBERED = 100;

/**
 * Tells whether `key` is seen for the first time, so a refusal is logged once per origin rather than
 * on every request. Past `limit` keys the oldest is forgotten (and would be logged again).
 */
export function firstSighting(limit = REMEMBERED): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > limit) seen.delete(seen.values().next().value ?? key);
    return true;
  };
}
