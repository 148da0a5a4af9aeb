/** One demo host page: its route, its title and its main content (HTML with slots). */
export interface DemoPage {
  path: string;
  title: string | ((url: URL) => string);
  body: (url: URL) => string;
  /** A module script to load instead of the library's loader. */
  script?: string;
}
