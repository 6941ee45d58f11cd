import type { Sql } from 'postgres';

/**
 * Drops a test database on PostgreSQL. `with (force)` ends our own sessions, but a non-superuser
 * may not end an autovacuum worker busy on the freshly seeded database (PostgreSQL answers «must
 * be a member of the role whose process is being terminated»): wait for it and try again.
 */
export async function dropTestDatabase(admin: Sql, name: string, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
