import { followLastControl, toastEdgeFor } from '#ui/toast-edge.ts';

describe('toast edge', () => {
  it('is the bottom unless the control that made the toast is in the lower half of the window', () => {
    expect(toastEdgeFor(null, 800)).toBe('bottom');
    expect(toastEdgeFor({ top: 100, bottom: 140 }, 800)).toBe('bottom');
    expect(toastEdgeFor({ top: 700, bottom: 740 }, 800)).toBe('top');
    expect(toastEdgeFor({ top: 390, bottom: 420 }, 800)).toBe('top');
  });

  it('follows the control last pressed or typed in, and the focus once that control has left the page', () => {
    document.body.innerHTML = '<button id="delete">Delete</button><input id="search"><button id="confirm">Delete it</button>';
    const last = followLastControl(document);
    const element = (id: string) => document.getElementById(id)!;
    expect(last.control()).toBeNull();
    element('search').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(last.control()).toBe(element('search'));
    element('confirm').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(last.control()).toBe(element('confirm'));
    element('confirm').remove();
    element('delete').focus();
    expect(last.control()).toBe(element('delete'));
    last.stop();
    element('search').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(last.control()).toBe(element('delete'));
    document.body.innerHTML = '';
  });

  it('takes a form sent with Enter in a field as made by the button that sent it', () => {
    document.body.innerHTML =
      '<form><input id="city"><button id="save">Save</button><button type="button">Delete</button></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    const last = followLastControl(document);
    const city = document.getElementById('city')!;
    city.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(last.control()).toBe(city);
    // As Enter in a field does: the browser sends the form with its first submit button.
    form.requestSubmit(document.getElementById('save'));
    expect(last.control()).toBe(document.getElementById('save'));
    last.stop();
    document.body.innerHTML = '';
  });
});
