import { requireFields, type FieldErrors } from './required.ts';

export interface EventRegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
}

/** Any error puts the block into its invalid-data state. */
export function validateEventRegistration(input: EventRegistrationInput): FieldErrors<keyof EventRegistrationInput> {
  return requireFields(input, ['firstName', 'lastName', 'email']);
}

/** Names are capitalised at the first letter as typed; the rest is left alone. */
export function capitalizeFirstLetter(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
