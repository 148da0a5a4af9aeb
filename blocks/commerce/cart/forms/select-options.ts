import type { SelectOption } from '../../../../src/ui/forms/select-field.tsx';
import { monthChoices, yearChoices } from '../../../../src/validation/index.ts';
import { countryName } from './countries.ts';
import { US_STATES } from './us-states.ts';

/** Values '1'..'12', shown as on the card: '01'..'12'. */
export function monthOptions(): SelectOption[] {
  return monthChoices().map((month) => ({ value: String(month), label: String(month).padStart(2, '0') }));
}

/** The current year through the current year + span. */
export function yearOptions(today: Date, span: number): SelectOption[] {
  return yearChoices(today, span).map((year) => ({ value: String(year), label: String(year) }));
}

export const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

export function countryOptions(countries: readonly string[], locale: string): SelectOption[] {
  return countries.map((code) => ({ value: code, label: countryName(code, locale) }));
}
