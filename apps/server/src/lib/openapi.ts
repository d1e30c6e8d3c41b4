import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { errorBody } from './errors';

/** Every router validates with zod and answers bad input with the shared error shape. */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        return c.json(
          errorBody('VALIDATION_FAILED', `${where}${issue?.message ?? 'Invalid input'}`),
          400,
        );
      }
    },
  });
}

export const errorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorResponseSchema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
