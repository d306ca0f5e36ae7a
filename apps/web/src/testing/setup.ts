import { loadNamespaces } from '@/app/i18n/i18n';
import { type LazyNamespace, lazyNamespaces } from '@/app/i18n/resources';
import { checkFakeApiAfterEach } from './fake-api';

// Component tests render features directly, outside the pages that would load their texts.
await loadNamespaces(Object.keys(lazyNamespaces) as LazyNamespace[]);

checkFakeApiAfterEach();
