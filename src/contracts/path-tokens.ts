/**
 * Ids and names the reference server accepts in paths and queries: letters, digits, '-' and '_'.
 * Props that end up in a path (product ids, cart system ids) use the same pattern, so an editor
 * cannot save one the server would refuse.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
