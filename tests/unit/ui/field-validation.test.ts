import {
  fieldValidationReducer,
  hasErrors,
  initialFieldValidation,
  visibleErrors,
  type FieldValidationEvent,
  type FieldValidationState,
} from '#ui/forms/field-validation.ts';

type Field = 'number' | 'name';
const rules = { number: 'Invalid Number', name: 'Required' } as const;

const run = (...events: FieldValidationEvent<Field>[]): FieldValidationState<Field> =>
  events.reduce(fieldValidationReducer<Field>, initialFieldValidation<Field>());

describe('field validation state', () => {
  it('shows nothing before a field was touched', () => {
    expect(visibleErrors(run(), rules)).toEqual({});
  });

  it('shows nothing for a field only passed through (focused and left unchanged)', () => {
    expect(visibleErrors(run({ type: 'blur', field: 'number' }), rules)).toEqual({});
  });

  it("shows a changed field's error once it is left, and only that field's", () => {
    const state = run({ type: 'change', field: 'number' }, { type: 'blur', field: 'number' });
    expect(visibleErrors(state, rules)).toEqual({ number: 'Invalid Number' });
  });

  it('hides the error while the field is retyped and shows the current result when it is left again', () => {
    const typing = run(
      { type: 'change', field: 'number' },
      { type: 'blur', field: 'number' },
      { type: 'change', field: 'number' },
    );
    expect(visibleErrors(typing, rules)).toEqual({});
    const left = fieldValidationReducer(typing, { type: 'blur', field: 'number' });
    expect(visibleErrors(left, { name: 'Required' })).toEqual({});
    expect(visibleErrors(left, { number: 'Required' })).toEqual({ number: 'Required' });
  });

  it('follows the rules for a shown field changed through another one (month fixed by the year)', () => {
    const state = run({ type: 'change', field: 'number' }, { type: 'blur', field: 'number' }, { type: 'change', field: 'name' });
    expect(visibleErrors(state, rules)).toEqual({ number: 'Invalid Number' });
    expect(visibleErrors(state, { name: 'Required' })).toEqual({});
  });

  it('shows every error on submit, also of untouched fields and of fields being typed in', () => {
    const state = run({ type: 'change', field: 'name' }, { type: 'submit' });
    expect(visibleErrors(state, rules)).toEqual(rules);
    expect(visibleErrors(fieldValidationReducer(state, { type: 'change', field: 'name' }), rules)).toEqual({
      number: 'Invalid Number',
    });
  });

  it('shows messages given from outside until their field changes, then the rules decide', () => {
    const given = { name: 'Name does not match the card' };
    expect(visibleErrors(run(), {}, given)).toEqual(given);
    const changed = run({ type: 'change', field: 'name' }, { type: 'blur', field: 'name' });
    expect(visibleErrors(changed, { name: 'Required' }, given)).toEqual({ name: 'Required' });
    expect(visibleErrors(changed, {}, given)).toEqual({});
    expect(visibleErrors(fieldValidationReducer(changed, { type: 'given' }), {}, given)).toEqual(given);
  });

  it('keeps the same state object for events that change nothing', () => {
    const quiet = run();
    expect(fieldValidationReducer(quiet, { type: 'blur', field: 'name' })).toBe(quiet);
    expect(fieldValidationReducer(quiet, { type: 'given' })).toBe(quiet);
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'Required' })).toBe(true);
  });
});
