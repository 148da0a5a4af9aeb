import type { RollupOptions } from 'rollup';

/** The package's builds, as `rollup -c` runs them (tests build the first one again). */
declare const configs: RollupOptions[];
export default configs;
