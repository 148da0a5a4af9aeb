import type { PreloadPlan } from '#runtime/preload.ts';

declare global {
  const __CMS_BLOCKS_VERSION__: string;
  /** Written into the loader by the build (scripts/preload-plan.ts). */
  const __CMS_BLOCKS_PRELOAD_PLAN__: PreloadPlan;
}
