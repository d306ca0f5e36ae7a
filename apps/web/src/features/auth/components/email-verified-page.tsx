import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

type State =
  | { kind: 'verifying' }
  | { kind: 'success'; already: boolean }
  | { kind: 'error'; message: string };

/**
 * /email-verified: the target of the verification e-mail's link. Verifies `email` + `code`
 * from the query, or confirms `?verified=1` (already verified by the identity provider).
 */
export function EmailVerifiedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const started = useRef(false);
  const { mutateAsync: verify } = useVerifyEmail();
  const email = params.get('email');
  const code = params.get('code');
  const already = params.get('verified') === '1';
  const [state, setState] = useState<State>(() =>
    already
      ? { kind: 'success', already: true }
      : email && code
        ? { kind: 'verifying' }
        : { kind: 'error', message: t('emailVerified.missing') },
  );

  useEffect(() => {
    if (already || !email || !code || started.current) return;
    started.current = true;
    // The hook stores the verified user when that user is the one signed in here.
    verify({ email, code })
      .then(() => setState({ kind: 'success', already: false }))
      .catch((error) =>
        setState({
          kind: 'error',
          message: error instanceof ApiError && error.detail ? error.detail : t('emailVerified.failed'),
        }),
      );
  }, [already, email, code, t, verify]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <DocumentTitle title={t('emailVerified.title')} />
      {state.kind === 'verifying' ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-6" />
          {t('emailVerified.verifying')}
        </p>
      ) : state.kind === 'success' ? (
        <div role="status" className="flex flex-col items-center">
          <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {state.already ? t('emailVerified.alreadyVerified') : t('emailVerified.success')}
          </h1>
          <p className="mt-2 text-slate-700">{t('emailVerified.successBody')}</p>
        </div>
      ) : (
        <div role="alert" className="flex flex-col items-center">
          <CircleAlert aria-hidden="true" className="size-12 text-red-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{state.message}</h1>
        </div>
      )}
      {state.kind !== 'verifying' ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/profile">{t('emailVerified.profile')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">{t('emailVerified.home')}</Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
