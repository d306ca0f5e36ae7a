import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { alertPermission, requestAlertPermission } from '../lib/message-alert';

/**
 * New messages show a desktop notification only once the browser allows it; this
 * offers to ask, until the person has answered either way.
 */
export function DesktopAlertsButton() {
  const { t } = useTranslation('messaging');
  const [permission, setPermission] = useState(alertPermission);
  if (permission !== 'default') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ml-auto"
      title={t('alerts.enableHint')}
      onClick={async () => setPermission(await requestAlertPermission())}
    >
      <BellRing aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{t('alerts.enable')}</span>
    </Button>
  );
}
