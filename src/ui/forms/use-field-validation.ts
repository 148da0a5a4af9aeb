import { useCallback, useEffect, useReducer, useRef, useState, type RefCallback } from 'react';
import type { FieldErrors } from '#validation/required.ts';
import { fieldValidationReducer, initialFieldValidation, visibleErrors } from './field-validation.ts';
import { focusFirstError } from './focus-first-error.ts';
import { useFocusAfterRender } from '../use-focus-after-render.ts';

export interface FieldValidation<K extends string> {
  /** The message each field shows now; pass `errors[field]` as the field's `error`. */
  errors: FieldErrors<K>;
  /** Call from the field's onChange: its error hides while the shopper types. */
  change: (field: K) => void;
  /** Call from the field's onBlur: a field the shopper changed shows its error once left. */
  blur: (field: K) => void;
  /**
   * Put on the form, or on an element inside it: a submit of that form shows every error and then
   * moves focus to the first invalid control. The form's own onSubmit still decides whether to go on.
   */
  ref: RefCallback<HTMLElement>;
}

/**
 * The shared field behaviour of every form: validate a field when it is left, clear its error as
 * the shopper types, show all on submit and focus the first. `errors` are the rules' results for
 * the current values (e.g. `validateAddress(value)`), recomputed on every render; `given` are
 * messages from outside by field (e.g. the server's), kept in state: a new object counts as new
 * messages, each shown until its field changes.
 */
export function useFieldValidation<K extends string>(errors: FieldErrors<K>, given?: FieldErrors<K>): FieldValidation<K> {
  const [state, dispatch] = useReducer(fieldValidationReducer<K>, undefined, initialFieldValidation<K>);
  const [seenGiven, setSeenGiven] = useState(given);
  if (given !== seenGiven) {
    setSeenGiven(given);
    dispatch({ type: 'given' });
  }

  const form = useRef<HTMLFormElement | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const ref = useCallback(
    (node: HTMLElement | null) => {
      const found = node?.closest('form') ?? null;
      form.current = found;
      if (!found) return;
      const onSubmit = () => {
        dispatch({ type: 'submit' });
        focusAfterRender(() => focusFirstError(form.current));
      };
      found.addEventListener('submit', onSubmit);
      return () => found.removeEventListener('submit', onSubmit);
    },
    [focusAfterRender],
  );

  // A field left by pressing a button (Place Order) must not move that button while it is pressed:
  // the error line would push it down and the click would miss. Such a reveal waits for the release.
  const press = useRef({ down: false, waiting: new Set<K>() });
  useEffect(() => {
    const state = press.current;
    const down = () => {
      state.down = true;
    };
    const up = () => {
      // note: after this task, so the click that ends the press has been dispatched.
      setTimeout(() => {
        state.down = false;
        for (const field of state.waiting) dispatch({ type: 'blur', field });
        state.waiting.clear();
      });
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  const change = useCallback((field: K) => dispatch({ type: 'change', field }), []);
  const blur = useCallback((field: K) => {
    if (press.current.down) press.current.waiting.add(field);
    else dispatch({ type: 'blur', field });
  }, []);
  return { errors: visibleErrors(state, errors, given), change, blur, ref };
}
