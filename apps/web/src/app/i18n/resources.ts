import { applications } from '../../features/applications/i18n/en-CA';
import { assistant } from '../../features/assistant/i18n/en-CA';
import { auth } from '../../features/auth/i18n/en-CA';
import { contact } from '../../features/contact/i18n/en-CA';
import { dashboard } from '../../features/dashboard/i18n/en-CA';
import { experience } from '../../features/experience/i18n/en-CA';
import { gigs } from '../../features/gigs/i18n/en-CA';
import { marketplace } from '../../features/gigs/i18n/marketplace-en-CA';
import { terms } from '../../features/gigs/i18n/terms-en-CA';
import { jobs } from '../../features/jobs/i18n/en-CA';
import { landing } from '../../features/landing/i18n/en-CA';
import { legal } from '../../features/legal/i18n/en-CA';
import { location } from '../../features/location/i18n/en-CA';
import { messaging } from '../../features/messaging/i18n/en-CA';
import { newsletter } from '../../features/newsletter/i18n/en-CA';
import { notifications } from '../../features/notifications/i18n/en-CA';
import { profile } from '../../features/profile/i18n/en-CA';
import { session } from '../../features/session/i18n/en-CA';
import { settings } from '../../features/settings/i18n/en-CA';
import { common, crash, notFound, shell, signInRequired } from './en-CA';

/** Every feature's texts, one namespace per feature; fr-CA will sit beside en-CA. */
export const resources = {
  'en-CA': {
    common,
    shell,
    crash,
    notFound,
    signInRequired,
    auth,
    assistant,
    landing,
    contact,
    newsletter,
    legal,
    session,
    profile,
    settings,
    terms,
    gigs,
    marketplace,
    jobs,
    applications,
    experience,
    location,
    dashboard,
    notifications,
    messaging,
  },
} as const;

export type Namespace = keyof (typeof resources)['en-CA'];
