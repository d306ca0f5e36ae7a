// The one place that lists every table, for drizzle-kit and the typed client.
export * from './applications';
export * from './audit';
export * from './contact';
export * from './experiences';
export * from './identity';
export * from './jobs';
export * from './mail';
export * from './messaging';
export * from './newsletter';
export * from './notifications';
export * from './postings';
export * from './sessions';
export * from './sign-in-ceilings';
export * from './user-locations';
export * from './users';
export * from './verification';
