import { useHostConfig } from '#host/host-context.tsx';
import { loginHref } from '#host/navigation.ts';
import { useMounted } from './use-browser-value.ts';

/**
 * The host's login page, coming back to this page, for a link a block renders. The server knows no
 * page address, so the first render (the server's HTML and the browser's first render alike) links
 * to the login page alone; once mounted, the link comes back here.
 */
export function useLoginHref(): string {
  const { routes } = useHostConfig();
  const mounted = useMounted();
  return mounted ? loginHref(routes) : loginHref(routes, null);
}
