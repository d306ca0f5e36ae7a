import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

/** One titled card of the settings page; its heading names the region. */
export function SettingsSection({
  title,
  children,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children(headingId)}</div>
    </Card>
  );
}
