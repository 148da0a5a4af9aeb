/** Base of every error the api layer throws, so callers can tell ours from others. */
export class CmsBlocksError extends Error {
  override name = 'CmsBlocksError';
}
