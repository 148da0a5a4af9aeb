// The part of jsdom the server uses (the project has no @types/jsdom): a window whose DOM parses
// and sanitises HTML (src/server/dom-window.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
