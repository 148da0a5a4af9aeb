import { SEARCH_STAGING_HOSTNAME } from '#contracts/site-search.ts';
import { isLocalOrDevHostname, searchHostname } from '../../../../../blocks/site/shared/site-search/hostname.ts';

describe('searchHostname', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '[::1]',
    '::1',
    'shop.localhost',
    'printer.local',
    'my-mac.local.',
    'dev.example.com',
    'dev.shop.example.com',
    'shop.dev.example.com',
    'a.b.dev.example.co.uk',
    '',
  ])('maps the local or development host %j to the staging host', (hostname) => {
    expect(isLocalOrDevHostname(hostname)).toBe(true);
    expect(searchHostname(hostname)).toBe(SEARCH_STAGING_HOSTNAME);
  });

  it.each([
    ['www.example.com', 'www.example.com'],
    ['Shop.Example.COM', 'shop.example.com'],
    ['example.com.', 'example.com'],
    // .dev is a public top-level domain, and words merely holding "dev" are not development hosts.
    ['shop.dev', 'shop.dev'],
    ['developer.example.com', 'developer.example.com'],
    ['mydev.example.com', 'mydev.example.com'],
    ['localhost.example.com', 'localhost.example.com'],
    ['local.example.com', 'local.example.com'],
    ['128.0.0.1', '128.0.0.1'],
    [SEARCH_STAGING_HOSTNAME, SEARCH_STAGING_HOSTNAME],
  ])('keeps the public host %j as %j', (hostname, expected) => {
    expect(isLocalOrDevHostname(hostname)).toBe(false);
    expect(searchHostname(hostname)).toBe(expected);
  });
});
