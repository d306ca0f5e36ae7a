import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { APP_LOCALE } from '@/lib/format';
import { type AppResources, coreResources, type LazyNamespace, lazyNamespaces } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}

const isLazyNamespace = (namespace: string): namespace is LazyNamespace => namespace in lazyNamespaces;

/**
 * The shell's texts are bundled; a feature's namespace loads the first time a component asks for
 * it (useTranslation suspends until then: pages and modals sit inside Suspense boundaries).
 */
void i18n
  .use(
    resourcesToBackend(async (_language: string, namespace: string) =>
      isLazyNamespace(namespace) ? lazyNamespaces[namespace]() : {},
    ),
  )
  .use(initReactI18next)
  .init({
    resources: coreResources,
    partialBundledLanguages: true,
    ns: Object.keys(coreResources['en-CA']),
    lng: APP_LOCALE,
    fallbackLng: false,
    load: 'currentOnly',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** Loads the namespaces a screen needs before it renders (route loaders, prerendering, tests). */
export function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export default i18n;
