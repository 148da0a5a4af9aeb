/**
 * All a caller can read of an answer: status, headers and body. Someone else's object must read
 * exactly as a missing one, so tests compare the two whole.
 */
export async function readAnswer(response: Response) {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}
