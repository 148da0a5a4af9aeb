import { render } from '@testing-library/react';
import { SafeHtml } from '#ui/safe-html.tsx';
import { sanitizeHtml } from '#ui/sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes script elements and keeps ordinary markup', () => {
    const out = sanitizeHtml('<p>Thanks <strong>Ada</strong></p><script>alert(1)</script>');
    expect(out).toBe('<p>Thanks <strong>Ada</strong></p>');
  });

  it('removes event-handler attributes', () => {
    const out = sanitizeHtml('<img src="/a.png" alt="A" onerror="alert(1)"><div onclick="x()">Hi</div>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('src="/a.png"');
    expect(out).toContain('<div>Hi</div>');
  });

  it('removes javascript: URLs, whatever their case or spacing', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(2)">y</a><a href="/ok">z</a>');
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('href="/ok"');
  });

  it('adds rel="noopener noreferrer" to links opening a new window, keeping other rel values', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<a href="/a" target="_blank">a</a><a href="/b" target="_blank" rel="nofollow">b</a><a href="/c" target="_self">c</a>',
    );
    const [a, b, c] = [...host.querySelectorAll('a')];
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(b?.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
    expect(c).not.toHaveAttribute('rel');
  });

  it('leaves the global DOMPurify instance alone', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="/x" target="_blank">x</a>');
    expect(DOMPurify.sanitize('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML in a div by default', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Receipt note</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">'}
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.querySelector('script')).toBeNull();
    expect(wrapper.querySelector('img')).not.toHaveAttribute('onerror');
    expect(wrapper).toHaveTextContent('Receipt note');
  });

  it('uses the given tag and class', () => {
    const { container } = render(<SafeHtml as="section" className="cmsb-content" html="<b>Hi</b>" />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe('SECTION');
    expect(wrapper).toHaveClass('cmsb-content');
    expect(wrapper.innerHTML).toBe('<b>Hi</b>');
  });
});
