import {
  comboboxReducer,
  initialCombobox,
  type ComboboxState,
} from '../../../../../blocks/site/site-search-box/combobox-state.ts';

const open = (active = -1, value = 'oil'): ComboboxState => ({ value, open: true, active });

describe('comboboxReducer', () => {
  it('opens on typing with nothing highlighted', () => {
    expect(comboboxReducer({ value: 'oi', open: false, active: 2 }, { type: 'input', value: 'oil' })).toEqual(open());
  });

  it('moves down and up through the suggestions, wrapping at either end', () => {
    let state = open();
    const down = () => (state = comboboxReducer(state, { type: 'move', delta: 1, count: 3 }));
    const up = () => (state = comboboxReducer(state, { type: 'move', delta: -1, count: 3 }));
    expect(down().active).toBe(0);
    expect(down().active).toBe(1);
    expect(down().active).toBe(2);
    expect(down().active).toBe(0);
    expect(up().active).toBe(2);
    expect(comboboxReducer(open(), { type: 'move', delta: -1, count: 3 }).active).toBe(2);
  });

  it('reopens a closed popup on an arrow, at the first or last suggestion', () => {
    const closed = initialCombobox('oil');
    expect(comboboxReducer(closed, { type: 'move', delta: 1, count: 3 })).toEqual(open(0));
    expect(comboboxReducer(closed, { type: 'move', delta: -1, count: 3 })).toEqual(open(2));
    expect(comboboxReducer(closed, { type: 'move', delta: 1, count: 0 })).toEqual(open());
    const already = open();
    expect(comboboxReducer(already, { type: 'move', delta: 1, count: 0 })).toBe(already);
  });

  it('starts again from an end when the highlighted suggestion is gone', () => {
    expect(comboboxReducer(open(4), { type: 'move', delta: 1, count: 3 }).active).toBe(0);
  });

  it('closes on the first Escape and clears on the next', () => {
    const closed = comboboxReducer(open(1), { type: 'escape', shown: true });
    expect(closed).toEqual({ value: 'oil', open: false, active: -1 });
    const cleared = comboboxReducer(closed, { type: 'escape', shown: false });
    expect(cleared).toEqual(initialCombobox(''));
    expect(comboboxReducer(cleared, { type: 'escape', shown: false })).toBe(cleared);
  });

  it('highlights under the pointer, closes on blur and resets to a given text', () => {
    expect(comboboxReducer(open(), { type: 'highlight', index: 1 }).active).toBe(1);
    expect(comboboxReducer(open(2), { type: 'close' })).toEqual({ value: 'oil', open: false, active: -1 });
    expect(comboboxReducer(open(2), { type: 'reset', value: 'tea' })).toEqual(initialCombobox('tea'));
    const idle = initialCombobox('tea');
    expect(comboboxReducer(idle, { type: 'reset', value: 'tea' })).toBe(idle);
    expect(comboboxReducer(idle, { type: 'close' })).toBe(idle);
  });
});
