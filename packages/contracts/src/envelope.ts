import { z } from 'zod';

/** Every answer carries isSuccess and, when it failed, a message a person can read. */
export const errorEnvelopeSchema = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  errorMessage: z.string(),
  code: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = z.object({ isSuccess: z.literal(true), message: z.string().optional() });

export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ isSuccess: z.literal(true), message: z.string().optional(), data });

export const itemsEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ isSuccess: z.literal(true), items: z.array(item), lastKey: z.string().nullable().optional() });

/** A route contract: the schemas plus the method and path, so server and client share both. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}
export const operation = <T extends Operation>(op: T): T => op;
