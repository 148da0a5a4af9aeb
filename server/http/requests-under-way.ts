/**
 * The answers the app is still working on. A request whose client has gone (or whose connection
 * a shutdown cut) goes on until its handler returns, and its queries still need the database: a
 * shutdown waits for them, within its grace, before closing it.
 */
export interface RequestsUnderWay {
  /** Tracks `answer` until it settles; hands it back. */
  track<T>(answer: Promise<T>): Promise<T>;
  /** Resolves once every answer tracked so far has settled, or after `graceMs`, whichever comes first. */
  settled(graceMs: number): Promise<void>;
}

export function requestsUnderWay(): RequestsUnderWay {
  const running = new Set<Promise<unknown>>();
  return {
    track(answer) {
      running.add(answer);
      const forget = () => running.delete(answer);
      answer.then(forget, forget);
      return answer;
    },
    async settled(graceMs) {
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.allSettled(running), graceOver]);
      clearTimeout(timer);
    },
  };
}
