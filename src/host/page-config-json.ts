import type * as v from 'valibot';
import type { PageConfigSchema } from './config.ts';
import { jsonScriptText } from './json-script.ts';

/** What a host writes into the page config script: every field optional, the library fills in the defaults. */
export type HostPageConfig = v.InferInput<typeof PageConfigSchema>;

/**
 * The text of `<script type="application/json" data-cms-blocks-config>` (json-script.ts: no value
 * can end or bend the script early). It parses to the same config.
 */
export function encodePageConfig(config: HostPageConfig): string {
  return jsonScriptText(config);
}
