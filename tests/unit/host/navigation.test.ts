import { describe, expect, it } from 'vitest';
import { isOwnPath, leaveTo } from '../../../src/host/navigation.ts';

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
});
