import { describe, expect, it } from 'vitest';
import { ContactInput } from '../contact/contact';
import { NewsletterInput } from '../newsletter/newsletter';
import { ErrorDto, ValidationErrorDto } from './errors';

describe('ContactInput', () => {
  const valid = { name: ' Ana ', email: ' Ana@Example.COM ', subject: 'Hi', message: 'Hello there' };

  it('trims, lower-cases the e-mail and defaults the type to general', () => {
    expect(ContactInput.parse(valid)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      type: 'general',
      subject: 'Hi',
      message: 'Hello there',
    });
  });

  it('names every missing field with its message', () => {
    const result = ContactInput.safeParse({ name: '  ', email: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('rejects a malformed e-mail and an unknown type', () => {
    const result = ContactInput.safeParse({ ...valid, email: 'ana@', type: 'spam' });
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'type']);
    expect(result.error!.issues.find((i) => i.path[0] === 'email')!.message).toBe('Email is invalid');
  });

  it('caps the message length', () => {
    expect(ContactInput.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(ContactInput.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('NewsletterInput', () => {
  it('normalises the address', () => {
    expect(NewsletterInput.parse({ email: 'X@Y.ca ' })).toEqual({ email: 'x@y.ca' });
  });
  it('rejects a non-address', () => {
    expect(NewsletterInput.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('ValidationErrorDto', () => {
  it('accepts the 422 shape with its code and rejects a plain detail or a missing code', () => {
    const items = [{ loc: ['body', 'email'], msg: 'x', type: 'y' }];
    expect(ValidationErrorDto.safeParse({ code: 'validation', detail: items }).success).toBe(true);
    expect(ValidationErrorDto.safeParse({ detail: items }).success).toBe(false);
    expect(ValidationErrorDto.safeParse({ code: 'validation', detail: 'x' }).success).toBe(false);
  });
});

describe('ErrorDto', () => {
  it('requires a stable code beside the detail', () => {
    expect(ErrorDto.safeParse({ code: 'auth.invalid_credentials', detail: 'x' }).success).toBe(true);
    expect(ErrorDto.safeParse({ detail: 'x' }).success).toBe(false);
    expect(ErrorDto.safeParse({ code: 'Not A Code', detail: 'x' }).success).toBe(false);
  });
});
