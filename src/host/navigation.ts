/** A path on this site: starts with one slash, never `//host` or a backslash trick. */
export function isOwnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** Leaves the page for another of our own paths; anything else is refused, so redirects never leave the site. */
export function leaveTo(path: string): void {
  if (!isOwnPath(path)) throw new Error(`Refusing to leave for "${path}": not a path on this site`);
  window.location.assign(path);
}
