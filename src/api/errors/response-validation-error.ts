import { CmsBlocksError } from './cms-blocks-error.ts';

/** The server answered 200 but its data did not match the endpoint's schema. */
export class ResponseValidationError extends CmsBlocksError {
  override name = 'ResponseValidationError' as const;
  readonly path: string;
  readonly problems: string[];

  constructor(path: string, problems: string[]) {
    super(`Response of ${path} failed its schema: ${problems.join('; ')}`);
    this.path = path;
    this.problems = problems;
  }
}

export function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return error instanceof ResponseValidationError;
}
