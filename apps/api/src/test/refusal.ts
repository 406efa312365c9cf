import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a refusal in the house envelope: the status, a readable message (also as
 * errorMessage), and, when given, its code and wording. Answers the parsed body.
 */
export function expectRefusal(res: Response, status: number, code?: string, message?: RegExp | string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.isSuccess).toBe(false);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(3);
  expect(body.errorMessage).toBe(body.message);
  if (code) expect(body.code).toBe(code);
  if (message) expect(body.message).toMatch(message);
  return body as { isSuccess: false; code: string; message: string; errorMessage: string };
}
