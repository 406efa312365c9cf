import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { Notify } from '../notify/notify';
import type { AccessChange } from '../tenancy/access-change';

/** Parts of the running product a command may need beyond the database. */
export interface OperatorContext {
  /** The server's notify service, or one the CLI builds when it works on the database itself. */
  notify?: Notify;
}

/** One operator command: its usage line, its `--flag value` arguments, and what it does. */
export interface Command<S extends z.ZodType> {
  summary: string;
  args: S;
  /** Commands that write through a service with its own transaction (notify) are not wrapped in one. */
  ownTransaction?: boolean;
  /** What the command changes of who may do what: announced to every instance once it commits. */
  changesAccess?: (args: z.infer<S>) => AccessChange;
  run(db: Executor, args: z.infer<S>, ctx: OperatorContext): Promise<unknown>;
}
export const command = <S extends z.ZodType>(c: Command<S>) => c;
