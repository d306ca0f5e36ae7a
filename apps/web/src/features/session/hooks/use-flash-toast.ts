import { useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';
import { takeFlash } from '@/lib/session/session';

/** Shows the message an alert-then-reload flow left behind before the reload. */
export function useFlashToast() {
  useEffect(() => {
    const message = takeFlash();
    if (message) toast(message, 'success');
  }, []);
}
