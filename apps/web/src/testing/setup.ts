import { configure } from '@testing-library/react';
import { loadNamespaces } from '@/app/i18n/i18n';
import { type LazyNamespace, lazyNamespaces } from '@/app/i18n/resources';
import { checkFakeApiAfterEach } from './fake-api';

// Screens and dialogs load on demand (their module and texts): on a loaded CI machine the first
// import of a chunk has taken over the default second, so findBy* waits up to five.
configure({ asyncUtilTimeout: 5000 });

// Component tests render features directly, outside the pages that would load their texts.
await loadNamespaces(Object.keys(lazyNamespaces) as LazyNamespace[]);

checkFakeApiAfterEach();
