import { describe, expect, it } from 'vitest';
import { escapeHtml, renderLayout } from './mail-layout';

const site = { locale: 'en-CA', publicUrl: 'https://hirehand.test', supportEmail: 'help@hirehand.test' };
const hostile = '<script>alert("x")</script> & \'quotes\'';

describe('renderLayout', () => {
  it('escapes every kind of block in the HTML part and keeps the text part as written', () => {
    const mail = renderLayout(
      {
        subject: hostile,
        body: [
          hostile,
          { code: hostile },
          { quote: `${hostile}\nsecond line` },
          { lines: [hostile, 'plain'] },
          { button: hostile, href: 'https://hirehand.test/?a=1&b="2"' },
        ],
      },
      site,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain("'quotes'");
    expect(mail.html.split(escapeHtml(hostile)).length - 1).toBe(6); // title, paragraph, code, quote, lines, button
    expect(mail.html).toContain('href="https://hirehand.test/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('second line');
    expect(mail.text).toContain(hostile);
    expect(mail.text).toContain(`> ${hostile}\n> second line`);
    expect(mail.subject).toBe(hostile);
  });

  it('never makes a button of a link that is not http(s)', () => {
    const mail = renderLayout(
      {
        subject: 'x',
        body: [{ button: 'Open', href: 'javascript:alert(1)' }],
        unsubscribeUrl: 'javascript:alert(2)',
      },
      site,
    );
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('Open: javascript:alert(1)');
    expect(mail.html).not.toContain('Unsubscribe');
  });

  it('adds the header, the support address and, only when given, the unsubscribe link', () => {
    const plain = renderLayout({ subject: 's', body: ['Hi'] }, site);
    expect(plain.html).toContain('<html lang="en-CA">');
    expect(plain.html).toContain('HireHand</span>');
    expect(plain.html).toContain('<a href="mailto:help@hirehand.test"');
    expect(plain.text).toBe(
      'HireHand · Local jobs and gigs\n\nHi\n\n--\nHireHand · https://hirehand.test\nQuestions? Write to us at help@hirehand.test.',
    );
    const withLink = renderLayout(
      { subject: 's', body: ['Hi'], unsubscribeUrl: 'https://hirehand.test/u?t=1' },
      site,
    );
    expect(withLink.html).toContain('<a href="https://hirehand.test/u?t=1"');
    expect(withLink.text.endsWith('Unsubscribe from these e-mails: https://hirehand.test/u?t=1')).toBe(true);
  });
});
