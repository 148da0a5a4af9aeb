/** A Storage held in memory: what a guest's previews store lives and dies with them. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

const AREAS = ['localStorage', 'sessionStorage'] as const;

/** The property `name` of `target` or of the first of its prototypes that has one. */
function descriptorOf(target: object, name: string): PropertyDescriptor | undefined {
  for (let owner: object | null = target; owner; owner = Object.getPrototypeOf(owner) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/**
 * The device storage the previews of `win` (a preview frame's window) see: `guest(true)` gives them
 * empty local and session storage of their own, as a visitor who never came has; `guest(false)`
 * gives them the administrator's own again. Nothing a guest's preview stores outlives the call
 * after it, and the administrator's storage is neither read nor written meanwhile.
 */
export function previewStorage(win: Window): { guest(isGuest: boolean): void } {
  let memory: Record<(typeof AREAS)[number], Storage> | null = null;
  for (const area of AREAS) {
    const own = descriptorOf(win, area);
    Object.defineProperty(win, area, {
      configurable: true,
      enumerable: own?.enumerable ?? true,
      get: () => memory?.[area] ?? (own?.get ? (own.get.call(win) as Storage) : (own?.value as Storage)),
    });
  }
  return {
    guest(isGuest) {
      memory = isGuest ? { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() } : null;
    },
  };
}
