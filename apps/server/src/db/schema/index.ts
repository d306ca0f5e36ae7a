// The one place that lists every table, for drizzle-kit and the typed client.
export * from './contact';
export * from './identity';
export * from './mail';
export * from './newsletter';
export * from './sessions';
export * from './users';
export * from './verification';
