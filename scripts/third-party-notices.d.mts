import type { Plugin } from 'rollup';

export declare const NOTICES_FILE: string;

/** A plugin factory whose plugins share one list of bundled packages; `fallbackDir` holds licence texts npm releases leave out. */
export declare function thirdPartyNotices(options?: { fallbackDir?: string }): () => Plugin;
