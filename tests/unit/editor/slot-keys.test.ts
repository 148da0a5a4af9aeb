import { modifierKeyName, slotToSelect, stepFromSlot } from '#editor/slot-keys.ts';

/** The editing area's body holding `html`; `|` marks the caret. */
function content(html: string): { body: HTMLElement; caret: Range } {
  document.body.innerHTML = html.replace('|', '<span id="caret"></span>');
  const caret = document.createRange();
  const marker = document.getElementById('caret');
  if (marker) {
    caret.setStartBefore(marker);
    caret.collapse(true);
    marker.remove();
  }
  return { body: document.body, caret };
}

const slot = (name: string) => document.querySelector(`[data-block="${name}"]`);
const anyLine = () => true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('arrow keys beside a slot', () => {
  it('Right at the end of the text selects the slot after it in one press, Left at the start the one before', () => {
    let { body, caret } = content('<div data-block="a"></div><p>text|</p><div data-block="b"></div>');
    expect(slotToSelect(body, caret, 'ArrowRight', anyLine)).toBe(slot('b'));
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBeNull();
    ({ body, caret } = content('<div data-block="a"></div><p>|text</p><div data-block="b"></div>'));
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBe(slot('a'));
    expect(slotToSelect(body, caret, 'ArrowRight', anyLine)).toBeNull();
  });

  it('Right and Left inside the text move the caret as usual', () => {
    const { body, caret } = content('<div data-block="a"></div><p>te|xt</p><div data-block="b"></div>');
    expect(slotToSelect(body, caret, 'ArrowRight', anyLine)).toBeNull();
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBeNull();
  });

  it("reach the slot from an empty paragraph, TinyMCE's zero-width caret characters aside", () => {
    const { body, caret } = content('<div data-block="a"></div><p>\uFEFF|<br></p><div data-block="b"></div>');
    expect(slotToSelect(body, caret, 'ArrowRight', anyLine)).toBe(slot('b'));
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBe(slot('a'));
  });

  it('Down and Up select the slot from the last or first line of the text only', () => {
    const { body, caret } = content('<div data-block="a"></div><p>te|xt</p><div data-block="b"></div>');
    expect(slotToSelect(body, caret, 'ArrowDown', anyLine)).toBe(slot('b'));
    expect(slotToSelect(body, caret, 'ArrowUp', anyLine)).toBe(slot('a'));
    expect(slotToSelect(body, caret, 'ArrowDown', () => false)).toBeNull();
  });

  it("select the slot from TinyMCE's caret beside it, past the caret's own element", () => {
    const { body, caret } = content('<p data-mce-caret="before" data-mce-bogus="all">|</p><div data-block="a"></div><p>x</p>');
    expect(slotToSelect(body, caret, 'ArrowRight', anyLine)).toBe(slot('a'));
    expect(slotToSelect(body, caret, 'ArrowDown', anyLine)).toBe(slot('a'));
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBeNull();
  });

  it('leave text next to text alone', () => {
    const { body, caret } = content('<p>one</p><p>|two</p>');
    expect(slotToSelect(body, caret, 'ArrowLeft', anyLine)).toBeNull();
    expect(slotToSelect(body, caret, 'ArrowUp', anyLine)).toBeNull();
  });
});

describe('arrow keys from a selected slot', () => {
  it('go to the element next to it, never past it: text gets the caret at its near end, a slot is selected', () => {
    content('<p>before</p><div data-block="a"></div><p>after</p><div data-block="b"></div>');
    const a = slot('a')!;
    const [before, after] = Array.from(document.querySelectorAll('p'));
    expect(stepFromSlot(a, 'ArrowDown')).toEqual({ caret: after, toStart: true });
    expect(stepFromSlot(a, 'ArrowRight')).toEqual({ caret: after, toStart: true });
    expect(stepFromSlot(a, 'ArrowUp')).toEqual({ caret: before, toStart: false });
    expect(stepFromSlot(a, 'ArrowLeft')).toEqual({ caret: before, toStart: false });
  });

  it("select the next slot, past TinyMCE's caret between them", () => {
    content('<div data-block="a"></div><p data-mce-caret="after" data-mce-bogus="all"></p><div data-block="b"></div>');
    expect(stepFromSlot(slot('a')!, 'ArrowDown')).toEqual({ select: slot('b') });
    expect(stepFromSlot(slot('b')!, 'ArrowLeft')).toEqual({ select: slot('a') });
  });

  it("leave the content's ends and other keys to TinyMCE", () => {
    content('<div data-block="a"></div>');
    expect(stepFromSlot(slot('a')!, 'ArrowDown')).toBeNull();
    expect(stepFromSlot(slot('a')!, 'ArrowUp')).toBeNull();
    expect(stepFromSlot(slot('a')!, 'Enter')).toBeNull();
  });
});

describe("the shortcuts' modifier as tooltips and the help name it", () => {
  it('is Cmd on Apple keyboards and Ctrl elsewhere', () => {
    expect(['MacIntel', 'iPad', 'iPhone'].map(modifierKeyName)).toEqual(['Cmd', 'Cmd', 'Cmd']);
    expect(['Win32', 'Linux x86_64', ''].map(modifierKeyName)).toEqual(['Ctrl', 'Ctrl', 'Ctrl']);
  });
});
