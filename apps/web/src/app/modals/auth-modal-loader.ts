import { loadNamespaces } from '../i18n/i18n';

/** The auth modal's code and texts: loaded when it first opens, or earlier on intent (hover, focus). */
export const loadAuthModal = async () => {
  const [module] = await Promise.all([
    import('@/features/auth/components/auth-modal'),
    loadNamespaces(['auth']),
  ]);
  return module;
};
