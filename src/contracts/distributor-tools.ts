import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/**
 * The distributor's tools (accounts-and-sites.md: "Distributor link creator and sign-someone-up
 * tool", roles, constants): the link creator, sign-someone-up and the next-steps dashboard.
 */

/** The spec's refusal for anyone whose profile status is not D or E, verbatim. */
export const DISTRIBUTOR_ONLY_MESSAGE = 'You must be logged in as a distributor to use this tool.';

/** Profile statuses that may use the tools: distributor and employee. */
export const DISTRIBUTOR_TOOL_STATUSES: readonly string[] = ['D', 'E'];

export function canUseDistributorTools(status: string | null | undefined): boolean {
  return status != null && DISTRIBUTOR_TOOL_STATUSES.includes(status);
}

/** The spec's signup types, in its order. */
export const SIGNUP_TYPES = ['customer', 'preferred-customer', 'distributor'] as const;
export type SignupType = (typeof SIGNUP_TYPES)[number];

export function isSignupType(value: string): value is SignupType {
  return (SIGNUP_TYPES as readonly string[]).includes(value);
}

/** Starting profit levels (spec 9): a distributor signup's `?rank=`. */
export const STARTING_PROFIT_LEVELS = [
  { rank: 1, percent: 20 },
  { rank: 2, percent: 25 },
  { rank: 3, percent: 30 },
  { rank: 4, percent: 35 },
] as const;
export type StartingRank = (typeof STARTING_PROFIT_LEVELS)[number]['rank'];

/** '1 = 20%', as the spec writes a level. */
export function profitLevelText({ rank, percent }: { rank: number; percent: number }): string {
  return `${rank} = ${percent}%`;
}

/** A `?rank=` value: one of the starting levels, else none. */
export function parseStartingRank(value: string | null | undefined): StartingRank | undefined {
  return STARTING_PROFIT_LEVELS.find((level) => String(level.rank) === value)?.rank;
}

/** What the tools need to know about the signed-in distributor. */
export const DistributorToolContextSchema = v.object({
  userId: v.string(),
  username: v.string(),
  /** Profile status: D or E (anyone else is refused with 403). */
  status: v.string(),
  /** The host of the personal site the user owns, when it has one. */
  siteHostname: v.nullable(v.string()),
  /** Company hosts: a custom link must be on one of them or on a hosted personal site (a subdomain of one). */
  companyHosts: v.array(v.string()),
});
export type DistributorToolContext = v.InferOutput<typeof DistributorToolContextSchema>;

/** GET: 401 signed out, 403 for a profile status other than D or E. */
export const distributorToolContextEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/distributor-tools/context',
  data: DistributorToolContextSchema,
});

/** The dashboard's steps, in the order a new distributor takes them. */
export const NEXT_STEP_IDS = ['profile', 'certification', 'personal-site', 'coupons', 'analytics'] as const;
export type NextStepId = (typeof NEXT_STEP_IDS)[number];

/** `unknown`: the server has no data to tell (the feature's data is not there yet). */
export const NextStepStatusSchema = v.picklist(['done', 'todo', 'unknown']);
export type NextStepStatus = v.InferOutput<typeof NextStepStatusSchema>;

export const NextStepSchema = v.object({
  id: v.picklist(NEXT_STEP_IDS),
  status: NextStepStatusSchema,
  /** The path of the tool that does the step. */
  path: v.string(),
});
export type NextStep = v.InferOutput<typeof NextStepSchema>;

/** GET: the signed-in distributor's steps with their real status; 401 signed out, 403 as the context. */
export const nextStepsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/distributor-tools/next-steps',
  data: v.object({ steps: v.array(NextStepSchema) }),
});
