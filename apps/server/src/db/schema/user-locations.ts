import { doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's last reported position (personal data: only its owner reads it). */
export const userLocations = pgTable('user_locations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracy: doublePrecision('accuracy'),
  label: text('label').notNull(),
  locationType: text('location_type').notNull().default('current'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
