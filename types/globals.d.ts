declare const __CMS_BLOCKS_VERSION__: string;
/** Written into the loader by the build (scripts/preload-plan.mjs). */
declare const __CMS_BLOCKS_PRELOAD_PLAN__: import('../src/runtime/preload.ts').PreloadPlan;
