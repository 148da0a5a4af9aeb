/** `text` inside a LIKE pattern, its wildcards (`%`, `_`) and backslash taken literally: use with `escape '\'`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
