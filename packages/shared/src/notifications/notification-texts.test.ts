import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { NOTIFICATION_TEXTS, renderNotification } from './notification-texts';
import { NOTIFICATION_KINDS } from './notifications';

describe('renderNotification', () => {
  it('fills the locale table with the parameters, quotes and all', () => {
    expect(
      renderNotification(
        { kind: 'application.accepted', params: { posting_title: 'Roof "A"', poster_name: 'Olivia' } },
        'en-CA',
      ),
    ).toEqual({
      title: 'You\'re hired for "Roof "A""',
      body: 'Olivia accepted your application to "Roof "A"". Congratulations!',
    });
  });

  it("adds a decline's note only when there is one", () => {
    const base = { posting_title: 'Deck', poster_name: 'Olivia' };
    expect(
      renderNotification({ kind: 'application.declined', params: { ...base, message: null } }, 'en-CA').body,
    ).toBe('Olivia declined your application to "Deck".');
    expect(
      renderNotification({ kind: 'application.declined', params: { ...base, message: 'Filled' } }, 'en-CA')
        .body,
    ).toBe('Olivia declined your application to "Deck". Their message: "Filled"');
  });

  it("names the company of a company's posting in the poster's notice of a new application", () => {
    const base = { posting_title: 'Deck', applicant_name: 'Maya' };
    expect(renderNotification({ kind: 'application.received', params: base }, 'en-CA').body).toBe(
      'Maya applied to "Deck". Review it in your applications inbox.',
    );
    expect(
      renderNotification(
        { kind: 'application.received', params: { ...base, company: 'Maple Inc.' } },
        'en-CA',
      ).body,
    ).toBe('For Maple Inc.: Maya applied to "Deck". Review it in your applications inbox.');
  });

  it('has a title and a body for every kind in every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const kind of NOTIFICATION_KINDS) {
        expect(NOTIFICATION_TEXTS[locale][kind].title).toBeTruthy();
        expect(NOTIFICATION_TEXTS[locale][kind].body).toBeTruthy();
      }
    }
  });
});
