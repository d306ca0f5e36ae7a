import { beforeAll, describe, expect, it } from 'vitest';
import { typeErrors } from '../../../test/typecheck';

/**
 * JobPayloads ties each job name to its payload type, and a mail template to its parameters:
 * these fixtures are typechecked with the server's compiler options. A wrong payload, an
 * unknown name, a handler expecting another payload and wrong e-mail parameters must fail,
 * while the right calls pass (so the test cannot pass on nothing).
 */
const header = `import type { JobRunner } from './job-types';
declare const jobs: JobRunner;
`;
const goodMail = `{ template: 'verify_email', to: 'ana@example.ca', params: { code: '123456' }, locale: 'en-CA', dedupeKey: 'code:1' }`;

const FIXTURES = {
  'src/platform/jobs/typed-jobs-right.ts': `${header}
export async function right() {
  jobs.register('mail.send', (payload) => payload.to.toLowerCase());
  await jobs.enqueue('mail.send', ${goodMail}, { dedupeKey: 'mail:code:1' });
}
`,
  'src/platform/jobs/typed-jobs-wrong.ts': `${header}
export async function wrong() {
  await jobs.enqueue('mail.send', { userId: 'u1' });
  await jobs.enqueue('mail.sent', ${goodMail});
  jobs.register('mail.send', (payload: { userId: string }) => payload.userId);
}
`,
  'src/modules/auth/typed-mail-fixture.ts': `import type { AppContext } from '../../platform/context';
import { resetPasswordMail } from './verification.mail';
declare const ctx: AppContext;
export async function mails() {
  await ctx.mail.send(resetPasswordMail, { to: 'ana@example.ca', params: { code: '123456' } });
  await ctx.mail.send(resetPasswordMail, { to: 'ana@example.ca', params: { code: 123456 } });
  await ctx.mail.send(resetPasswordMail, { to: 'ana@example.ca', params: {} });
}
`,
};

let errors: Record<keyof typeof FIXTURES, string[]>;
beforeAll(() => {
  errors = typeErrors(FIXTURES) as typeof errors;
}, 120_000);

describe('typed jobs', () => {
  it('accepts a registered name with its payload, in enqueue and in register', () => {
    expect(errors['src/platform/jobs/typed-jobs-right.ts']).toEqual([]);
  });

  it('refuses a wrong payload, an unknown job name and a handler for another payload', () => {
    const wrong = errors['src/platform/jobs/typed-jobs-wrong.ts'];
    expect(wrong).toHaveLength(3);
    expect(wrong[0]).toMatch(/'userId' does not exist in type 'MailJobPayload'/);
    expect(wrong[1]).toMatch(/'"mail.sent"' is not assignable to parameter of type 'JobName<JobPayloads>'/);
    expect(wrong[2]).toMatch(/[Pp]roperty 'userId' is missing/);
  });

  it("refuses an e-mail whose parameters do not match its template's", () => {
    const mails = errors['src/modules/auth/typed-mail-fixture.ts'];
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/'number' is not assignable to type 'string'/);
    expect(mails[1]).toMatch(/'code' is missing/);
  });
});
