import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listedGig } from '../../testing/test-gigs';
import { GigCard } from './gig-card';
import { SkillList } from './skill-list';

afterEach(cleanup);

const chips = () => within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');

describe('SkillList', () => {
  it('shows the first 3 skills, then "+N more" for the rest', () => {
    render(<SkillList skills={['Wiring', 'Panels', 'Lighting', 'Solar', 'EV chargers']} />);
    expect(chips().map((chip) => chip.textContent)).toEqual(['Wiring', 'Panels', 'Lighting', '+2 more']);
  });

  it('shows exactly 3 skills without an overflow chip', () => {
    render(<SkillList skills={['Wiring', 'Panels', 'Lighting']} />);
    expect(chips().map((chip) => chip.textContent)).toEqual(['Wiring', 'Panels', 'Lighting']);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('renders nothing without skills', () => {
    const { container } = render(<SkillList skills={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('GigCard', () => {
  it('shows title, type, CAD price, 3 skills then "+1 more", views, applications and the creator', () => {
    render(
      <GigCard
        gig={listedGig({
          skills_required: ['Wiring', 'Panels', 'Lighting', 'Solar'],
          views: 1234,
          applications: 1,
        })}
        selected={false}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Panel upgrades' })).toBeTruthy();
    expect(screen.getByText('Service')).toBeTruthy();
    expect(screen.getByText('$85/hr')).toBeTruthy();
    expect(screen.getByText('+1 more')).toBeTruthy();
    expect(screen.getByText('1,234 views')).toBeTruthy();
    expect(screen.getByText('1 application')).toBeTruthy();
    expect(screen.getByText('Sam Okafor')).toBeTruthy();
    expect(screen.getByText('Rated 4.8 out of 5')).toBeTruthy();
    expect(screen.getByText('7 orders completed')).toBeTruthy();
  });

  it('prices fixed and negotiable gigs', () => {
    const { rerender } = render(
      <GigCard
        gig={listedGig({ pricing_type: 'fixed', fixed_price: 1500, hourly_rate: null })}
        selected={false}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('$1,500 fixed')).toBeTruthy();
    rerender(
      <GigCard
        gig={listedGig({
          pricing_type: 'negotiable',
          hourly_rate: null,
          price_range_min: 50,
          price_range_max: 200.5,
        })}
        selected={false}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('$50 – $200.50')).toBeTruthy();
    rerender(
      <GigCard
        gig={listedGig({ pricing_type: 'negotiable', hourly_rate: null })}
        selected={false}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Negotiable')).toBeTruthy();
  });
});
