import type * as v from 'valibot';
import type { PageConfigSchema } from './config.ts';

/** What a host writes into the page config script: every field optional, the library fills in the defaults. */
export type HostPageConfig = v.InferInput<typeof PageConfigSchema>;

/**
 * The text of `<script type="application/json" data-cms-blocks-config>`: JSON with every `<`
 * written as `\u003c`, so no value (a label, a content area's HTML) can hold `</script>` or
 * `<!--` and end or bend the script early. It parses to the same config.
 */
export function encodePageConfig(config: HostPageConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
