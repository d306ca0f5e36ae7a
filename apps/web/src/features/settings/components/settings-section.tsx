import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

/** One titled card of the settings page; its heading names the region. */
export function SettingsSection({
  title,
  id,
  children,
}: {
  title: string;
  /** The section's anchor (/settings#id), for links from other screens. */
  id?: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      as={id ? 'section' : 'div'}
      id={id}
      aria-labelledby={id ? headingId : undefined}
      className="scroll-mt-24"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children(headingId)}</div>
    </Card>
  );
}
