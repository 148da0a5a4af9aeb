import * as v from 'valibot';

/**
 * Turns a `value -> message | null` rule into a valibot action, so a schema and a form
 * report the same text from the same function.
 */
export function fromValidator<T>(validate: (value: T) => string | null): v.RawCheckAction<T> {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = validate(dataset.value);
    if (message !== null) addIssue({ message });
  });
}
