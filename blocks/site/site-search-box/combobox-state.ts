/**
 * The search box's combobox (WAI-ARIA APG "editable combobox with list autocomplete"): the text,
 * whether the suggestion popup may show, and the highlighted suggestion (-1: none, the text is
 * the focus of typing).
 */
export interface ComboboxState {
  value: string;
  open: boolean;
  active: number;
}

export type ComboboxAction =
  /** The visitor typed: suggestions for the new text may show; none is highlighted. */
  | { type: 'input'; value: string }
  /** Arrow Down (+1) or Up (-1) among `count` suggestions; wraps at either end. */
  | { type: 'move'; delta: 1 | -1; count: number }
  /** The pointer is over suggestion `index`. */
  | { type: 'highlight'; index: number }
  /** Escape: the first closes the popup (`shown`), the next clears the text. */
  | { type: 'escape'; shown: boolean }
  /** Focus left the box, or the suggestions changed under the highlight. */
  | { type: 'close' }
  /** The text set from outside (the address's query), popup closed. */
  | { type: 'reset'; value: string };

export const initialCombobox = (value: string): ComboboxState => ({ value, open: false, active: -1 });

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'input':
      return { value: action.value, open: true, active: -1 };
    case 'move': {
      // With nothing to choose, an arrow only asks for the popup again (after Escape closed it).
      if (action.count <= 0) return state.open ? state : { ...state, open: true };
      const last = action.count - 1;
      if (!state.open || state.active < 0 || state.active > last) {
        return { ...state, open: true, active: action.delta > 0 ? 0 : last };
      }
      return { ...state, active: (state.active + action.delta + action.count) % action.count };
    }
    case 'highlight':
      return state.active === action.index ? state : { ...state, active: action.index };
    case 'escape':
      if (action.shown) return { ...state, open: false, active: -1 };
      return state.value === '' ? state : { value: '', open: false, active: -1 };
    case 'close':
      return !state.open && state.active === -1 ? state : { ...state, open: false, active: -1 };
    case 'reset':
      return state.value === action.value && !state.open ? state : initialCombobox(action.value);
  }
}
