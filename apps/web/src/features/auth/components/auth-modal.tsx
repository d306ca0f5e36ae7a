import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { AuthMode } from '../hooks/use-auth-modal-bridge';

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  onOpenChange(open: boolean): void;
}

/** The sign-in / sign-up dialog. The forms themselves come with accounts. */
export function AuthModal({ open, mode, onModeChange, onOpenChange }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const copy = mode === 'login' ? t('modal.login', { returnObjects: true }) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('modal.close')} data-testid="auth-modal" data-mode={mode}>
        <div className="pr-8 text-center">
          <DialogTitle>
            {copy ? copy.title : t('modal.register.title', { product: tc('productName') })}
          </DialogTitle>
          <DialogDescription>{copy ? copy.subtitle : t('modal.register.subtitle')}</DialogDescription>
        </div>
        <p className="mt-8 text-center text-sm text-slate-700">
          <Button variant="link" onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}>
            {mode === 'login' ? t('modal.toRegister') : t('modal.toLogin')}
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
