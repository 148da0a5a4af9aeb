import { isApiError } from './api-error.ts';

/**
 * A failed request's validatorMessages by the field each names (its `source`: a field's name or
 * dot path), the first message for each field; with `fields`, only those. Empty for any other failure.
 */
export function validatorMessagesByField<Field extends string>(
  error: unknown,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isApiError(error)) return errors;
  for (const message of error.messages) {
    const field = message.source as Field;
    if (message.type !== 'validatorMessage' || (fields && !fields.includes(field))) continue;
    errors[field] ??= message.value;
  }
  return errors;
}
