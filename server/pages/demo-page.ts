import type { Guard } from '../auth/guards.ts';
import type { AuthUser } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import type { HostPageConfig } from '#host/page-config-json.ts';

interface PageRoute {
  /** The route, with `:name` parameters for pages read from the database. */
  path: string;
  /** A module script to load instead of the library's loader. */
  script?: string;
  /**
   * Who may open the page, named as the API names its guards (server/auth/guards.ts). `signedIn`: a
   * visitor is sent to log in and come back; the page decides the rest. `admin`: the same, and
   * anyone else gets the 403 page, whose words are about administrators.
   */
  guard: Extract<Guard, 'public' | 'signedIn' | 'admin'>;
  /** A development aid: served only when the server runs with its development tools on. */
  devTool?: boolean;
  /** Replaces the strict Content-Security-Policy of every other page; only the editor's pages need it. */
  contentSecurityPolicy?: string;
  /** The page config's routes, for a page showing a host whose pages live at other paths. */
  routes?: HostPageConfig['routes'];
}

/** One demo host page: its route, its title and its main content (HTML with slots). */
export interface StaticPage extends PageRoute {
  title: string | ((url: URL) => string);
  body: (url: URL) => string;
}

export interface PageRequest {
  db: Db;
  url: URL;
  /** The route's parameters, percent-decoded. */
  params: Record<string, string>;
  /** The signed-in user (while impersonating, the impersonated one); null for a visitor. */
  user: AuthUser | null;
}

export interface PageContent {
  title: string;
  body: string;
  /**
   * The page config's edit mode, when the page decides it (for whom it shows); else the user
   * switches it with "Edit this page" and Done (server/pages/edit-mode.ts).
   */
  editMode?: boolean;
}

/** A page whose content comes from the database, such as a product page. */
export interface DataPage extends PageRoute {
  /** A URL this route answers with a page (its path has parameters): links and tests use it. */
  samplePath: string;
  /** The page's title and content; null when nothing lives at this URL, which answers the 404 page. */
  load: (request: PageRequest) => Promise<PageContent | null>;
  /** The 404 page's title and content. */
  notFound: PageContent;
}

export type DemoPage = StaticPage | DataPage;

/** The URL that shows `page`: its path, or its sample path when the path has parameters. */
export const pageUrl = (page: DemoPage) => ('samplePath' in page ? page.samplePath : page.path);
