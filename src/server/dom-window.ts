import { JSDOM } from 'jsdom';

let jsdomWindow: (Window & typeof globalThis) | undefined;

/** One jsdom window for the server's HTML work (sanitising pages, reading their slots), made on first use. */
export const domWindow = () => (jsdomWindow ??= new JSDOM('').window);

/** `html` parsed as the body of a page, as a browser would parse it. */
export const parseBody = (html: string) => new (domWindow().DOMParser)().parseFromString(html, 'text/html').body;
