/**
 * The largest page a limit-like argument (notificationsusers, exportJobs) may ask: what one
 * screen shows, not a way to read a whole table in one request. The server caps the argument
 * (src/server/kernel/page.ts); the bell stops offering «Ver anteriores» there.
 */
export const MAX_PAGE_SIZE = 50;
