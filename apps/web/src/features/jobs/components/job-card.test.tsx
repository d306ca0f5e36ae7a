import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '@/testing/sample-job';
import { JobCard, PostedBy } from './job-card';

const NOW = new Date('2026-05-04T15:00:00Z');

function renderCard(job: JobListingDto, isOwn = false) {
  const onApply = vi.fn();
  const onPortfolio = vi.fn();
  const view = render(
    <JobCard job={job} isOwn={isOwn} onApply={onApply} onPortfolio={onPortfolio} now={NOW} />,
  );
  const rerender = (next: JobListingDto) =>
    view.rerender(<JobCard job={next} isOwn={isOwn} onApply={onApply} onPortfolio={onPortfolio} now={NOW} />);
  return { card: screen.getByRole('article', { name: job.title }), onApply, onPortfolio, rerender };
}

afterEach(cleanup);

describe('JobCard', () => {
  it('shows every listing field', () => {
    const { card } = renderCard(sampleJob());
    const text = card.textContent ?? '';
    expect(
      within(card).getByRole('heading', { name: 'Licensed Electrician for Condo Renovation' }),
    ).toBeTruthy();
    expect(text).toContain('Maple Reno Co.');
    expect(within(card).getByRole('img', { name: 'Verified employer' })).toBeTruthy();
    expect(text).toContain('Toronto, ON · 3.5 km away');
    expect(text).toContain('Contract');
    expect(text).toContain('$38 - $52/hour');
    expect(text).toContain('Trust score 87');
    expect(within(card).getByText('Urgent').closest('[data-urgency]')?.getAttribute('data-urgency')).toBe(
      'urgent',
    );
    expect(text).not.toContain('Urgent urgency');
    expect(
      within(within(card).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Electrical Wiring', 'Troubleshooting']);
    const posted = card.querySelector('time');
    expect(posted?.textContent).toBe('Posted 3 hours ago');
    expect(posted?.getAttribute('datetime')).toBe('2026-05-04T12:00:00Z');
    expect(within(card).getByTestId('job-certification').textContent).toBe(
      'Requires Red Seal Electrician+$6/h for certified workers',
    );
  });

  it('colours the urgency badge by level and says it in words', () => {
    renderCard(sampleJob({ id: 'a', title: 'Low job', urgency: 'low' }));
    renderCard(sampleJob({ id: 'b', title: 'High job', urgency: 'high' }));
    const low = screen.getByText('Low urgency');
    const high = screen.getByText('High urgency');
    expect(low.className).toContain('bg-slate-100');
    expect(high.className).toContain('bg-amber-100');
  });

  it('marks an exclusive job for every viewer, saying it means top pay at or above the threshold', () => {
    const { card, rerender } = renderCard(sampleJob({ exclusive: true, salary: '$62 - $75/hour' }));
    const badge = within(card).getByTestId('job-exclusive');
    // Seen as "Exclusive"; read out (and its tooltip) as what it means.
    expect(badge.textContent).toBe('Exclusive: top pay of $60/h or more');
    expect(badge.querySelector('.sr-only')?.textContent).toBe(': top pay of $60/h or more');
    expect(badge.getAttribute('title')).toBe('Exclusive: top pay of $60/h or more');
    rerender(sampleJob({ exclusive: false }));
    expect(within(card).queryByTestId('job-exclusive')).toBeNull();
    // Older answers leave the field out: no mark.
    rerender(sampleJob());
    expect(within(card).queryByTestId('job-exclusive')).toBeNull();
  });

  it('leaves out what a job does not have', () => {
    const { card } = renderCard(
      sampleJob({
        verified: false,
        distance_km: null,
        skills: [],
        certification_required: false,
        certification_type: null,
        certification_bonus: null,
        prefers_certified: false,
      }),
    );
    expect(within(card).queryByRole('img', { name: 'Verified employer' })).toBeNull();
    expect(card.textContent).not.toContain('km away');
    expect(within(card).queryByRole('list', { name: 'Skills' })).toBeNull();
    expect(within(card).queryByTestId('job-certification')).toBeNull();
  });

  it('says when certified workers are preferred rather than required', () => {
    const { card } = renderCard(
      sampleJob({
        certification_required: false,
        certification_type: null,
        prefers_certified: true,
        certification_bonus: null,
      }),
    );
    expect(within(card).getByTestId('job-certification').textContent).toBe('Prefers certified workers');
  });

  it('shows many skills as six and "+N more"', () => {
    const skills = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const { card } = renderCard(sampleJob({ skills }));
    const items = within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', '+2 more']);
  });

  it('applies and opens the employer’s portfolio', () => {
    const job = sampleJob();
    const { card, onApply, onPortfolio } = renderCard(job);
    fireEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));
    expect(onApply).toHaveBeenCalledWith(job);
    fireEvent.click(within(card).getByRole('button', { name: 'Portfolio' }));
    expect(onPortfolio).toHaveBeenCalledWith('employer-1');
  });

  it('says Applied, aria-disabled, instead of Apply Now once the caller applied', () => {
    const { card, onApply } = renderCard(sampleJob({ applied: true }));
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    const applied = within(card).getByRole('button', { name: 'Applied' }) as HTMLButtonElement;
    expect(applied.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(applied);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the same button, and so the focus, when Apply Now becomes Applied', () => {
    const { card, rerender } = renderCard(sampleJob());
    const button = within(card).getByRole('button', { name: 'Apply Now' });
    button.focus();
    rerender(sampleJob({ applied: true }));
    const applied = within(card).getByRole('button', { name: 'Applied' });
    expect(applied).toBe(button);
    expect(document.activeElement).toBe(applied);
  });

  it('has no Apply Now on the caller’s own posting', () => {
    const { card } = renderCard(sampleJob(), true);
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(card.textContent).toContain('Your posting');
  });

  it('messages the employer about the job, except on one’s own posting', () => {
    const job = sampleJob();
    const onMessage = vi.fn();
    const { rerender } = render(
      <JobCard
        job={job}
        isOwn={false}
        onApply={vi.fn()}
        onPortfolio={vi.fn()}
        onMessage={onMessage}
        now={NOW}
      />,
    );
    fireEvent.click(
      within(screen.getByRole('article', { name: job.title })).getByRole('button', { name: 'Message' }),
    );
    expect(onMessage).toHaveBeenCalledWith(job);
    rerender(
      <JobCard job={job} isOwn onApply={vi.fn()} onPortfolio={vi.fn()} onMessage={onMessage} now={NOW} />,
    );
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });
});

describe("a company's name (issue 22: the company page)", () => {
  const COMPANY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

  it("links a company's job to the company's page, and leaves a person's own job's name as text", () => {
    const job = sampleJob({ company_id: COMPANY_ID });
    render(
      <MemoryRouter>
        <JobCard job={job} isOwn={false} onApply={vi.fn()} onPortfolio={vi.fn()} now={NOW} />
        <JobCard
          job={sampleJob({ id: 'own', title: 'Own job', company: 'Priya Patel', company_id: null })}
          isOwn={false}
          onApply={vi.fn()}
          onPortfolio={vi.fn()}
          now={NOW}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: job.title });
    expect(within(card).getByRole('link', { name: 'Maple Reno Co.' }).getAttribute('href')).toBe(
      `/companies/${COMPANY_ID}`,
    );
    const own = screen.getByRole('article', { name: 'Own job' });
    expect(within(own).queryByRole('link')).toBeNull();
    expect(own.textContent).toContain('Priya Patel');
  });

  it('says "Posted by" with the company as a link, never reading the name as markup', () => {
    const onNavigate = vi.fn();
    const name = '<b>Maple</b> & Sons {{x}}';
    render(
      <MemoryRouter>
        <p data-testid="company">
          <PostedBy name={name} companyId={COMPANY_ID} onNavigate={onNavigate} />
        </p>
        <p data-testid="person">
          <PostedBy name="Olivia Tremblay" companyId={null} />
        </p>
      </MemoryRouter>,
    );
    const line = screen.getByTestId('company');
    expect(line.textContent).toBe(`Posted by ${name}`);
    const link = within(line).getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(`/companies/${COMPANY_ID}`);
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.getByTestId('person').textContent).toBe('Posted by Olivia Tremblay');
    expect(within(screen.getByTestId('person')).queryByRole('link')).toBeNull();
  });
});
