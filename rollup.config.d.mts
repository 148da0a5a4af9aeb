import type { InputPluginOption, RollupOptions, TreeshakingOptions, WarningHandlerWithDefault } from 'rollup';

/** The package's builds, as `rollup -c` runs them (tests build the first one again). */
declare const configs: RollupOptions[];
export default configs;

/** How every build turns sources into browser code; the bench's ideal bundles use it too. */
export declare function compile(options?: { preloadPlan?: unknown }): InputPluginOption[];
/** Drops every module of ours but the entries when nothing uses it (see the config). */
export declare function treeshakeAllBut(...entries: string[]): TreeshakingOptions;
export declare const onwarn: WarningHandlerWithDefault;
