import { browserScriptRoute } from '../browser-script.ts';

/**
 * GET /editor/cms.js: the demo CMS's script (server/browser/cms-client.ts), a module, as it awaits
 * the editor. The editor itself stays external: the script imports /assets/cms-blocks/editor.js
 * as any host would.
 */
export const cmsScriptRoute = browserScriptRoute('cms-client.ts', 'esm');
