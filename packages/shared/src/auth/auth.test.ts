import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterInput } from './auth';
import { passwordChecks, passwordStrength } from './password-rules';
import { normalizePhone } from './phone';

describe('password rules', () => {
  it('checks each of the five criteria', () => {
    expect(passwordChecks('abc')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(passwordChecks('Abcdefg1!')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
    expect(passwordChecks('Abcdefg1{')).toMatchObject({ special: true });
    expect(passwordChecks('Abcdefg1_')).toMatchObject({ special: false });
    expect(passwordStrength('abcdefgh')).toBe(2);
  });
});

describe('normalizePhone', () => {
  it('adds +1 to a bare 10-digit number, + otherwise, and strips the rest', () => {
    expect(normalizePhone('(604) 555-0101')).toBe('+16045550101');
    expect(normalizePhone('44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 416-555-0102')).toBe('+14165550102');
    expect(normalizePhone('  ')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});

describe('RegisterInput', () => {
  const valid = { email: ' Maya@Example.CA ', password: 'Sparky#2024', full_name: ' Maya Chen ' };

  it('normalises and defaults', () => {
    expect(
      RegisterInput.parse({
        ...valid,
        skills: ['Wiring', ' ', 'Wiring', 'Solar'],
        phone: '6045550101',
        city: '',
      }),
    ).toEqual({
      locale: null,
      time_zone: null,
      email: 'maya@example.ca',
      password: 'Sparky#2024',
      user_type: 'worker',
      full_name: 'Maya Chen',
      phone: '+16045550101',
      city: null,
      skills: ['Wiring', 'Solar'],
      bio: null,
    });
  });

  it("gives the form's messages per field", () => {
    const result = RegisterInput.safeParse({
      email: 'maya@',
      password: 'weakpass',
      full_name: ' ',
      user_type: 'admin',
      phone: '123',
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      email: 'Email is invalid',
      password: 'Password must meet all requirements',
      full_name: 'Full name is required',
      user_type: 'Choose worker, employer or company',
      phone: 'Phone number too short. Include country code + full number.',
    });
  });
});

describe('LoginInput', () => {
  it('requires both fields with the sign-in form texts', () => {
    const result = LoginInput.safeParse({ email: '', password: '' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });
});
