import { HELP_CATEGORIES, HELP_CATEGORY_NAMES } from '@hirehand/shared/help/help';
import type { SupportCategory } from '@hirehand/shared/support/support-chat';

/** The chat's categories (spec 3 §2), named as the help centre names its areas. */
export const SUPPORT_CATEGORY_OPTIONS: { value: SupportCategory; label: string }[] = HELP_CATEGORIES.map(
  (value) => ({ value, label: HELP_CATEGORY_NAMES[value] }),
);

export const categoryName = (category: SupportCategory) => HELP_CATEGORY_NAMES[category];
