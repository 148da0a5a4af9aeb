import { REQUEST_ID_HEADER } from '../../../server/http/request-log.ts';

/**
 * All a caller can read of an answer: status, headers and body. Someone else's object must read
 * exactly as a missing one, so tests compare the two whole; but for the request's own id, which
 * every answer carries and which tells nothing about what was asked.
 */
export async function readAnswer(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== REQUEST_ID_HEADER.toLowerCase()));
  return { status: response.status, headers, body: await response.text() };
}
