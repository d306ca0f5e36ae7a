import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LOCALE } from '../../lib/format';
import { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en-CA'];
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: APP_LOCALE,
  fallbackLng: APP_LOCALE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
