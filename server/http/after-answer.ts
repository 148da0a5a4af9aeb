import { logger as serverLogger, type Logger } from '../logger.ts';

/**
 * Work a request starts that its answer must not wait for, nor reveal by its length: a reset
 * mail, whose lookup and writing take longer when the account exists. Tasks are tracked, so a
 * shutdown (and a test) can wait for those still running.
 */
export interface AfterAnswer {
  /** Runs `task` once the answer is on its way; a failure is logged as `what`, the answer already sent. */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far, and any task those started, has ended. */
  settled(): Promise<void>;
}

/** `logger`: where a task's failure goes, the server's logger by default. */
export function createAfterAnswer(logger: Logger = serverLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      // note: setImmediate, not a microtask: the answer is written first, before the task's
      // queries take the thread (PGlite runs in it).
      const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed after the answer`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
