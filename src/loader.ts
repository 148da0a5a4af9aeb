import { planSource } from '#runtime/plan-source.ts';
import { start } from '#runtime/start.ts';

// note: no registry here: blocks are found through their plan files, so the loader does not grow with them.
start({ findBlock: planSource(import.meta.url) });
