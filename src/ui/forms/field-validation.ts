import type { FieldErrors } from '#validation/required.ts';

/**
 * When a form shows its fields' errors. The rules run on every change; this state only decides
 * which of their results the shopper sees:
 * - a field's error shows once the shopper has changed the field and left it (blur), or once the
 *   form was submitted; tabbing through an untouched field shows nothing;
 * - while the shopper types in a field, its error hides until they leave it again;
 * - messages given from outside (e.g. a server's, by field) show until their field is changed.
 */
export interface FieldValidationState<K extends string> {
  /** Fields the shopper changed and then left: their errors show. */
  checked: readonly K[];
  /** Fields changed since they were last left or submitted: their errors wait. */
  editing: readonly K[];
  /** Fields changed since the outside messages were given: those messages are stale. */
  editedSinceGiven: readonly K[];
  /** The form was submitted at least once: every field's error shows. */
  submitted: boolean;
}

export type FieldValidationEvent<K extends string> =
  { type: 'change'; field: K } | { type: 'blur'; field: K } | { type: 'submit' } | { type: 'given' };

export function initialFieldValidation<K extends string>(): FieldValidationState<K> {
  return { checked: [], editing: [], editedSinceGiven: [], submitted: false };
}

const adding = <K>(list: readonly K[], item: K): readonly K[] => (list.includes(item) ? list : [...list, item]);
const removing = <K>(list: readonly K[], item: K): readonly K[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : list;

export function fieldValidationReducer<K extends string>(
  state: FieldValidationState<K>,
  event: FieldValidationEvent<K>,
): FieldValidationState<K> {
  switch (event.type) {
    case 'change':
      return {
        ...state,
        editing: adding(state.editing, event.field),
        editedSinceGiven: adding(state.editedSinceGiven, event.field),
      };
    case 'blur':
      // Leaving a field that was only passed through (not changed) reveals nothing.
      if (!state.editing.includes(event.field)) return state;
      return { ...state, checked: adding(state.checked, event.field), editing: removing(state.editing, event.field) };
    case 'submit':
      return { ...state, editing: [], submitted: true };
    case 'given':
      return state.editedSinceGiven.length === 0 ? state : { ...state, editedSinceGiven: [] };
  }
}

/**
 * The messages to show now: `errors` are the rules' results for the current values, `given` the
 * outside messages (shown first while their field is unchanged).
 */
export function visibleErrors<K extends string>(
  state: FieldValidationState<K>,
  errors: FieldErrors<K>,
  given: FieldErrors<K> = {},
): FieldErrors<K> {
  const visible: FieldErrors<K> = {};
  const fields = new Set([...Object.keys(errors), ...Object.keys(given)] as K[]);
  for (const field of fields) {
    if (state.editing.includes(field)) continue;
    const outside = state.editedSinceGiven.includes(field) ? undefined : given[field];
    const own = state.submitted || state.checked.includes(field) ? errors[field] : undefined;
    const message = outside ?? own;
    if (message) visible[field] = message;
  }
  return visible;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
