import type { RepairWork } from './repair-work';
import { residentOf } from './request-queries';

/** The caller's place in a unit: a resident of it (answers their name and phone), or undefined. */
export const residentRole = (w: RepairWork, unitId: string) => residentOf(w.tx, w.scope, unitId, w.userId);
