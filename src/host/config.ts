import * as v from 'valibot';
import { RoutesSchema } from './routes.ts';

/** The page config a host writes into `<script type="application/json" data-cms-blocks-config>`. */
export const PageUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  status: v.optional(v.string()),
  isSu: v.optional(v.boolean()),
});

export const PageConfigSchema = v.object({
  apiBaseUrl: v.optional(v.string(), '/'),
  locale: v.optional(v.string(), 'en-US'),
  country: v.optional(v.pipe(v.string(), v.length(3)), 'USA'),
  siteId: v.optional(v.string()),
  editMode: v.optional(v.boolean(), false),
  user: v.optional(v.nullable(PageUserSchema)),
  guestOrderingEnabled: v.optional(v.boolean(), false),
  itemLinksEnabled: v.optional(v.boolean(), false),
  pwsMode: v.optional(v.boolean(), false),
  /** The self-hosted captcha: whether forms ask for it and where its widget fetches challenges (relative to apiBaseUrl). */
  captcha: v.optional(v.object({ enabled: v.boolean(), challengeUrl: v.optional(v.string(), 'api/captcha/challenge') }), {
    enabled: false,
  }),
  labels: v.optional(v.record(v.string(), v.string()), {}),
  /** CMS-managed HTML by content-area name (e.g. checkoutReceiptTop); sanitised before display. */
  contentAreas: v.optional(v.record(v.string(), v.string()), {}),
  /** The host's pages that blocks link to, by name (src/host/routes.ts); each falls back to its default on its own. */
  routes: v.optional(RoutesSchema, {}),
  /** Preloaded API responses keyed by request path, so a page can render with zero API calls. */
  preload: v.optional(v.record(v.string(), v.unknown()), {}),
});

export type PageConfig = v.InferOutput<typeof PageConfigSchema>;

export const defaultPageConfig: PageConfig = v.parse(PageConfigSchema, {});

export interface PageConfigResult {
  config: PageConfig;
  /** What was wrong with the host's config; empty when it was valid. */
  problems: string[];
}

/**
 * Parses the host's config. A bad config never stops the page: each field that fails
 * its schema falls back to its default (each route on its own), and every problem is listed for the host.
 */
export function parsePageConfig(text: string | null | undefined): PageConfigResult {
  if (text == null || text.trim() === '') return { config: defaultPageConfig, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { config: defaultPageConfig, problems: [`Page config is not valid JSON: ${(error as Error).message}`] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config: defaultPageConfig, problems: ['Page config must be a JSON object'] };
  }
  const result = v.safeParse(PageConfigSchema, raw);
  if (result.success) return { config: result.output, problems: [] };

  const problems: string[] = [];
  const badFields = new Set<unknown>();
  const badRoutes = new Set<unknown>();
  for (const issue of result.issues) {
    const [field, entry] = issue.path ?? [];
    if (field?.key === 'routes' && entry) badRoutes.add(entry.key);
    else badFields.add(field?.key);
    problems.push(`Page config "${v.getDotPath(issue) ?? 'config'}": ${issue.message}`);
  }
  const repaired = Object.fromEntries(
    Object.entries(raw)
      .filter(([field]) => !badFields.has(field))
      .map(([field, value]) => [field, field === 'routes' ? withoutKeys(value as object, badRoutes) : value]),
  );
  const second = v.safeParse(PageConfigSchema, repaired);
  return { config: second.success ? second.output : defaultPageConfig, problems };
}

const withoutKeys = (value: object, keys: Set<unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key)));
