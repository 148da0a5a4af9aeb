import { escapeAttribute } from './html-attribute.ts';

/** Where dist/ is served (`/assets/cms-blocks/`), ending in a slash: the manifests' file names join it. */
export const assetsBase = (assetsUrl: string) => (assetsUrl.endsWith('/') ? assetsUrl : `${assetsUrl}/`);

/** A `<link>` to one of the library's files, for the preload helper and the server entry alike. */
export const linkTag = (rel: 'stylesheet' | 'modulepreload', href: string) =>
  `<link rel="${rel}" href="${escapeAttribute(href)}">`;
