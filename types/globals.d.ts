declare const __CMS_BLOCKS_VERSION__: string;
