import {
  parseStartingRank,
  profitLevelText,
  SIGNUP_TYPES,
  STARTING_PROFIT_LEVELS,
  type SignupType,
  type StartingRank,
} from '#contracts/distributor-tools.ts';
import type { SelectOption } from '#ui/forms/select-field.tsx';
import type { DistributorToolLabels } from './labels.ts';

const TYPE_LABEL = { customer: 'customer', 'preferred-customer': 'preferredCustomer', distributor: 'distributor' } as const;

export function signupTypeOptions(labels: DistributorToolLabels): SelectOption[] {
  return SIGNUP_TYPES.map((type: SignupType) => ({ value: type, label: labels[TYPE_LABEL[type]] }));
}

/** '1 = 20%' … '4 = 35%', after a first choice of no level. */
export function startingLevelOptions(labels: DistributorToolLabels): SelectOption[] {
  return [
    { value: '', label: labels.noStartingLevel },
    ...STARTING_PROFIT_LEVELS.map((level) => ({ value: String(level.rank), label: profitLevelText(level) })),
  ];
}

/** The starting level a choice carries: a distributor signup's, else none (the select shows it only for them). */
export function chosenRank(type: SignupType, rank: string): StartingRank | undefined {
  return type === 'distributor' ? parseStartingRank(rank) : undefined;
}
