import type { Executor } from '../../db/client';
import { errors } from '../errors';
import type { Actor } from './auth-guard';
import { hasRole } from './roles';

/** Whether the caller is staff; signed-out callers never are. */
export async function canUseStaffConsole(db: Executor, actor: Actor | null): Promise<boolean> {
  return actor !== null && (await hasRole(db, actor.userId, 'staff'));
}

/**
 * Refuses anyone but staff with the same 404 an unknown path gets, so the staff console's
 * addresses are not confirmed to exist to a caller who may not use them (decision 024).
 */
export async function assertStaff(db: Executor, actor: Actor | null): Promise<void> {
  if (!(await canUseStaffConsole(db, actor))) throw errors.notFound();
}
