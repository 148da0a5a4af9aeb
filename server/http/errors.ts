import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { errorMessage, respond } from './envelope.ts';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export const handleNotFound: NotFoundHandler = (c) =>
  isApiPath(c.req.path)
    ? respond(c, 404, null, [errorMessage('request', 'notFound', `No API route for ${c.req.method} ${c.req.path}.`)])
    : c.text('Not found', 404);

function unexpected(error: unknown, c: Context<AppEnv>) {
  c.var.log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
  return isApiPath(c.req.path)
    ? respond(c, 500, null, [errorMessage('server', 'internalError', 'An unexpected error occurred on the server.')])
    : c.text('Internal server error', 500);
}

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (!(error instanceof HTTPException)) return unexpected(error, c);
  if (error.res || !isApiPath(c.req.path)) return error.getResponse();
  return respond(c, error.status, null, [errorMessage('request', `http${error.status}`, error.message || 'The request failed.')]);
};
