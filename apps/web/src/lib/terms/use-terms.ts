import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { terms } from './en-CA';

type Terms = typeof terms;
/** One enumeration of the `terms` namespace, e.g. `categories` or `jobTypes`. */
export type TermGroup = keyof Terms;
/** The values of that enumeration that have a label. */
export type TermValue<G extends TermGroup> = Extract<keyof Terms[G], string>;

export interface TermLabels {
  /** The label of a known value: `term('categories', 'hvac')` is "HVAC". */
  term<G extends TermGroup>(group: G, value: TermValue<G>): string;
  /** For values the server may send beyond the enumeration (free-text categories): the label, else the value itself. */
  termOrValue(group: TermGroup, value: string): string;
}

/** The labels of the marketplace's enumerations, from the one `terms` namespace every screen shares. */
export function useTerms(): TermLabels {
  const { t } = useTranslation('terms');
  return useMemo(
    () => ({
      term: (group, value) => t(`${group}.${value}` as never),
      termOrValue: (group, value) => t(`${group}.${value}` as never, { defaultValue: value }),
    }),
    [t],
  );
}
