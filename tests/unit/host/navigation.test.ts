import { describe, expect, it } from 'vitest';
import { currentPath, isOwnPath, leaveTo, loginHref } from '#host/navigation.ts';

describe('navigation', () => {
  it('accepts only paths on this site', () => {
    expect(isOwnPath('/checkout/receipt?orderNumber=W1')).toBe(true);
    expect(isOwnPath('//evil.example/x')).toBe(false);
    expect(isOwnPath('https://evil.example/')).toBe(false);
    expect(isOwnPath('/\\evil.example')).toBe(false);
    expect(isOwnPath('javascript:alert(1)')).toBe(false);
    expect(isOwnPath('/%2F%2Fevil.example')).toBe(false);
  });

  it('refuses to leave for another site', () => {
    expect(() => leaveTo('https://evil.example/')).toThrow('not a path on this site');
  });

  it('links to the login page coming back to the page given, and to the login page alone where there is none (Node)', () => {
    const routes = { login: '/login' };
    const page = { pathname: '/p/lavender', search: '?size=15', hash: '#reviews' };
    expect(loginHref(routes, page)).toBe('/login?redirect=/p/lavender%3Fsize%3D15%23reviews');
    expect(loginHref(routes, null)).toBe('/login');
    expect(currentPath(null)).toBe('/');
  });

  it('reads the address when called, not before', () => {
    window.history.replaceState(null, '', '/search-results?q=oil#top');
    expect(currentPath()).toBe('/search-results?q=oil#top');
    expect(loginHref({ login: '/login' })).toBe('/login?redirect=/search-results%3Fq%3Doil%23top');
    window.history.replaceState(null, '', '/');
  });
});
