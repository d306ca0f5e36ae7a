import { lazy } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page';
import { openAiChat } from '@/lib/modals/ai-chat';
import { loadNamespaces } from '../i18n/i18n';

/** The job board with its map, code and texts together; the landing page renders it near the viewport. */
const JobBoard = lazy(async () => {
  const [board, map] = await Promise.all([
    import('@/features/jobs/components/job-board'),
    import('@/features/location/components/job-map-panel'),
    loadNamespaces(['jobs', 'location']),
  ]);
  return { default: () => <board.JobBoard mapPanel={map.JobMapPanel} /> };
});

/** `/`: the landing page, with the job board and the AI career discovery dialog it points visitors to. */
export function LandingRoute() {
  return <LandingPage jobBoard={JobBoard} askAssistant={openAiChat} />;
}
