import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { usePostJob } from '../hooks/use-post-job';
import { POST_JOB_LINK } from '../lib/pricing-plans';

/**
 * "Post a Job" as a link styled as a button: before the app has taken over it loads `/?post=job`
 * (which opens the wizard), after it opens the wizard in place (a visitor signs in first).
 */
export function PostJobLink({ children, ...props }: Omit<ComponentProps<typeof Button>, 'asChild'>) {
  const postJob = usePostJob();
  return (
    <Button {...props} asChild>
      <a href={POST_JOB_LINK} onClick={postJob}>
        {children}
      </a>
    </Button>
  );
}
