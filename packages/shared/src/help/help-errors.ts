import { type Refusal, refusal } from '../platform/errors';

export const HELP_MESSAGES = {
  articleNotFound: 'This help article was not found.',
} as const;

/** The help centre's refusals (decision 022). */
export const HELP_ERRORS = {
  articleNotFound: refusal('help.article_not_found', HELP_MESSAGES.articleNotFound),
} as const satisfies Record<string, Refusal>;
