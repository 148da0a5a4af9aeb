/** Marks a slot the server filled (`cms-blocks/server`): the runtime takes its content for the block's first paint. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/** Marks the script holding the rendered slots' query data (dehydrated), read before the first render. */
export const STATE_SCRIPT_ATTRIBUTE = 'data-cms-blocks-state';
