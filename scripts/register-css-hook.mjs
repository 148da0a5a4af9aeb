import { register } from 'node:module';

register('./css-inline-hook.mjs', import.meta.url);
