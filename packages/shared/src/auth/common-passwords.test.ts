import { describe, expect, it } from 'vitest';
import { loadCommonPasswordCheck } from './common-passwords';

describe('the common-password rule', () => {
  it('refuses breached passwords and their simple variants', async () => {
    const tooCommon = await loadCommonPasswordCheck();
    for (const password of [
      'password',
      'Password1!',
      'P@ssw0rd',
      'Qwerty123!',
      'Welcome1!',
      'iloveyou1',
      '123456789',
    ]) {
      expect(tooCommon(password), password).toBe(true);
    }
  });

  it('accepts passwords that are not on the list', async () => {
    const tooCommon = await loadCommonPasswordCheck();
    for (const password of [
      'Sparky#2024',
      'Glacier!2031',
      'correct horse',
      'Tr1ck-y#Pa55',
      'Moving#Day2025',
    ]) {
      expect(tooCommon(password), password).toBe(false);
    }
  });

  it("counts the person's own e-mail and name as guessable", async () => {
    const tooCommon = await loadCommonPasswordCheck();
    expect(tooCommon('Okafor2024')).toBe(false);
    expect(tooCommon('Okafor2024', ['sam.okafor@example.ca', 'Sam Okafor'])).toBe(true);
  });
});
