import { isApiError } from '../../../src/api/errors/api-error.ts';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_STATUS } from '../../../src/contracts/revisions.ts';

/** The server refused a save because what it edited has been saved since (src/contracts/revisions.ts). */
export function isRevisionConflict(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === REVISION_CONFLICT_STATUS &&
    error.messages.some((message) => message.code === REVISION_CONFLICT_CODE)
  );
}
