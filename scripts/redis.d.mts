/** The redis-server binary for the live relay's Redis tests: REDIS_SERVER_PATH or a usual path; undefined when none. */
export function findRedisServer(): string | undefined;
