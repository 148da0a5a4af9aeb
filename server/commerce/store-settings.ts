/** Store-wide settings of the reference server: environment variables with demo defaults. */
export interface StoreSettings {
  /** ISO3 code of the store country: currency, ZIP and CVV rules. */
  country: string;
  locale: string;
  guestOrderingEnabled: boolean;
  /** The site whose owner sponsors the profiles that guests' enrollment orders create. */
  sponsorSiteId: string;
}

type Env = Record<string, string | undefined>;

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be "true" or "false", got "${value}"`);
  return value === 'true';
}

/**
 * STORE_COUNTRY (default USA) and GUEST_ORDERING_ENABLED (default false, as the page config's
 * guestOrderingEnabled: commerce.md's buyers are members, and guests buy only when the store says so).
 */
export function storeSettingsFromEnv(env: Env): StoreSettings {
  const country = env.STORE_COUNTRY || 'USA';
  if (!/^[A-Z]{3}$/.test(country)) throw new Error(`STORE_COUNTRY must be an ISO3 code such as USA, got "${country}"`);
  return {
    country,
    locale: 'en-US',
    guestOrderingEnabled: readBoolean(env, 'GUEST_ORDERING_ENABLED', false),
    sponsorSiteId: 'demo',
  };
}
