import { isSearchShortcut, isTypingTarget } from '../../../../../blocks/site/site-search-box/slash-shortcut.ts';

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector('[data-target]') ?? holder.firstElementChild!;
}

afterEach(() => document.body.replaceChildren());

describe('isTypingTarget', () => {
  it.each([
    '<input data-target>',
    '<input type="search" data-target>',
    '<input type="email" data-target>',
    '<input type="number" data-target>',
    '<textarea data-target></textarea>',
    '<select data-target><option>a</option></select>',
    '<div contenteditable="true" data-target></div>',
    '<div contenteditable=""><p><b data-target>x</b></p></div>',
    '<div contenteditable="plaintext-only" data-target></div>',
  ])('is true in %s', (html) => {
    expect(isTypingTarget(element(html))).toBe(true);
  });

  it.each([
    '<button data-target>b</button>',
    '<a href="/" data-target>a</a>',
    '<input type="checkbox" data-target>',
    '<input type="radio" data-target>',
    '<input type="submit" data-target>',
    '<div contenteditable="false" data-target></div>',
    '<p data-target>text</p>',
  ])('is false in %s', (html) => {
    expect(isTypingTarget(element(html))).toBe(false);
  });

  it('is false for the document itself', () => {
    expect(isTypingTarget(document)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isSearchShortcut', () => {
  const press = (target: Element, init: KeyboardEventInit) => {
    let result: boolean | undefined;
    const listener = (event: KeyboardEvent) => (result = isSearchShortcut(event));
    document.addEventListener('keydown', listener);
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    document.removeEventListener('keydown', listener);
    return result;
  };

  it('is the plain / key outside fields', () => {
    const paragraph = element('<p data-target>x</p>');
    expect(press(paragraph, { key: '/' })).toBe(true);
    expect(press(paragraph, { key: '/', shiftKey: true })).toBe(true);
    expect(press(paragraph, { key: '?' })).toBe(false);
    expect(press(paragraph, { key: '/', ctrlKey: true })).toBe(false);
    expect(press(paragraph, { key: '/', metaKey: true })).toBe(false);
    expect(press(paragraph, { key: '/', altKey: true })).toBe(false);
  });

  it('is not a key typed into a field, nor one already handled', () => {
    expect(press(element('<textarea data-target></textarea>'), { key: '/' })).toBe(false);
    const paragraph = element('<p data-target>x</p>');
    paragraph.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    expect(press(paragraph, { key: '/' })).toBe(false);
  });

  it('looks inside shadow roots for the field typed into', () => {
    const host = element('<div data-target></div>');
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    let result: boolean | undefined;
    const listener = (event: KeyboardEvent) => (result = isSearchShortcut(event));
    document.addEventListener('keydown', listener);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true, cancelable: true }));
    document.removeEventListener('keydown', listener);
    expect(result).toBe(false);
  });
});
