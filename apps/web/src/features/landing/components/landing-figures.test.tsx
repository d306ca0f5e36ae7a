import type { PublicStatsDto } from '@hirehand/shared/stats/stats';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { usePublicStats } from '../api/public-stats';
import { HeroSection } from './hero-section';
import { ProfessionsSection } from './professions-section';
import { TrustSection } from './trust-section';

const none: PublicStatsDto = {
  workers: null,
  open_postings: null,
  certified_hourly_premium: null,
  computed_at: '2026-11-26T12:00:00.000Z',
};

/** The sections with the figures the landing page asked for (usePublicStats), as the page renders them. */
function Figures() {
  const figures = usePublicStats();
  return (
    <>
      <HeroSection askAssistant={() => {}} figures={figures} />
      <ProfessionsSection askAssistant={() => {}} figures={figures} />
      <TrustSection />
    </>
  );
}
const renderLanding = () => renderWithApp(<Figures />);

resetAfterEach();

describe('landing figures', () => {
  it('shows no figure the server did not compute, and none of the old made-up claims', async () => {
    const api = fakeApi({ 'GET /api/stats/public': json(200, none) });
    const { container } = renderLanding();
    await waitFor(() => expect(api.callsTo('GET /api/stats/public')).toHaveLength(1));
    const text = container.textContent ?? '';
    expect(screen.queryByRole('definition')).toBeNull();
    expect(text).not.toMatch(/Join|10,000|skills discovered|98%|4\.9|more per hour|% more/);
  });

  it('shows the computed figures, rounded down by the server, when it has them', async () => {
    fakeApi({
      'GET /api/stats/public': json(200, {
        ...none,
        workers: 1200,
        open_postings: 46,
        certified_hourly_premium: 10,
      }),
    });
    renderLanding();
    expect(
      await screen.findByText('Join 1,200+ workers, students and pros already on HireHand'),
    ).toBeTruthy();
    expect(screen.getByText('46+')).toBeTruthy();
    expect(
      screen.getByText(
        /open hourly jobs that require a certification pay \$10(\.00)? more per hour \(median\)/,
      ),
    ).toBeTruthy();
  });

  it('shows nothing when the figures cannot be loaded', async () => {
    const api = fakeApi({ 'GET /api/stats/public': json(503, { detail: 'down' }) });
    const { container } = renderLanding();
    await waitFor(() => expect(api.callsTo('GET /api/stats/public').length).toBeGreaterThan(0));
    expect(container.textContent).not.toMatch(/Join|more per hour/);
  });

  it('says the sample trust score is an example', () => {
    fakeApi({ 'GET /api/stats/public': json(200, none) });
    renderLanding();
    expect(screen.getAllByText(/Example/).length).toBeGreaterThan(0);
    expect(screen.getByText('Example profile, not a real person')).toBeTruthy();
  });
});
