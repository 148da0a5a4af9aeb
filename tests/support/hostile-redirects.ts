/** The origin the redirect tables are written for. */
export const REDIRECT_TEST_ORIGIN = 'http://127.0.0.1:4173';

/**
 * Redirect targets that must land on the default page, for the guard's unit cases and the
 * server's /login-home alike: the same table through the function and through the route.
 */
export const HOSTILE_REDIRECTS = [
  // other origins and schemes
  'https://evil.example/',
  'http://127.0.0.1:4174/',
  'https://127.0.0.1:4173/',
  'http://user:pass@127.0.0.1:4173/x',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'my-profile',
  // percent-encoded, once and twice
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%255Cevil.example',
  '/%252F%252Fevil.example',
  '%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  // dot segments that resolve to `//host`, plain and encoded
  '/.//evil.example',
  '/..//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/a/%2E%2E//evil.example',
  '/.%2F/evil.example',
  '/%2E%2F%2Fevil.example',
  '/./%5Cevil.example',
  `${REDIRECT_TEST_ORIGIN}/.//evil.example`,
  // tabs, newlines and other control characters inside
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%250D%250A/evil.example',
  '/x%00y',
  `${REDIRECT_TEST_ORIGIN}/\t/evil.example`,
  // cannot be decoded, or too many layers to be honest
  '/%E0%A4%A',
  '/%2525252525252F',
  '',
];
