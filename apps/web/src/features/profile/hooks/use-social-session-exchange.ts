import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { exchangeSocialSession } from '@/lib/session/my-profile';
import { saveSession } from '@/lib/session/session';

const WELCOME_DELAY_MS = 2000;

/** Reads `session_id` from the URL hash (`#session_id=…`). */
function sessionIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('session_id');
}

/**
 * Social sign-in of the direct forms: exchanges the hash's session_id, stores token and
 * user, cleans the URL, toasts the welcome after 2 s, then goes to /.
 */
export function useSocialSessionExchange(): { exchanging: boolean; error: string | null } {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const started = useRef(false);
  const [sessionId] = useState(() => sessionIdFromHash(window.location.hash));
  const [exchanging, setExchanging] = useState(Boolean(sessionId));
  // The server sends `#error=cancelled|failed` when the social sign-in did not finish.
  // A cancellation (Cancel, or Google's access_denied) is not a failure and says so.
  const [error, setError] = useState<string | null>(() => {
    const reason = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('error');
    if (reason === null) return null;
    return reason === 'cancelled' ? t('authCancelled') : t('authFailed');
  });

  useEffect(() => {
    if (!new URLSearchParams(window.location.hash.replace(/^#/, '')).has('error')) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    exchangeSocialSession(sessionId)
      .then((result) => {
        saveSession(result.jwt_token, result.user);
        window.setTimeout(() => {
          toast(t('welcome', { name: result.user.full_name }), 'success');
          navigate('/');
        }, WELCOME_DELAY_MS);
      })
      .catch((err) => {
        setError(err instanceof ApiError && err.detail ? err.detail : t('authFailed'));
        setExchanging(false);
      });
  }, [sessionId, navigate, t]);

  return { exchanging, error };
}
