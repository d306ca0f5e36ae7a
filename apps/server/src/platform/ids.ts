const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths are plain strings on the wire: a malformed one names nothing, so the
 * services answer 404 for it rather than letting PostgreSQL reject the cast (a 500).
 */
export const isUuid = (value: string | null | undefined): value is string => !!value && UUID.test(value);
