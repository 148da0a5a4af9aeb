import { defaultHydration, registry } from '../registry/index.ts';
import { start } from './runtime/start.ts';

start({ registry, defaultHydration });
