import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The account with this email (already lower case), with its hash and status. */
export async function findLoginUser(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, password: users.password, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user;
}

export async function updatePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.update(users).set({ password: hash }).where(eq(users.id, userId));
}
