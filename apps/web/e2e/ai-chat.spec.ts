import { expect, test } from './fixtures';
import { bearer, createAccount, uniqueWord } from './support/api';
import { employerWithJobs } from './support/job-board';
import { expectNoSeriousViolations, signInAs } from './support/ui';

/** Calgary, where the test's welding job is. */
const CALGARY = { latitude: 51.0447, longitude: -114.0719, city: 'Calgary' };

/**
 * Issue 20's career discovery journey, against the server's real chat (the built-in assistant):
 * a visitor chats three turns and sees the skills found and a real job that fits; a signed-in
 * worker adds the skills to their profile.
 */
test.describe('AI career discovery chat', () => {
  test('a visitor chats three turns and sees skill chips and a job that fits', async ({ page }, testInfo) => {
    test.slow();
    const word = uniqueWord('Aiweld');
    const { posted } = await employerWithJobs(page, [
      {
        title: `${word} structural welder`,
        description: `${word}: MIG welding and blueprint reading on a bridge deck, tools provided.`,
        skills_required: ['Welding', 'Blueprint Reading'],
        ...CALGARY,
      },
    ]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Discover My Opportunities' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Career Discovery' });
    await expect(dialog.getByRole('log')).toContainText('Hi Friend!');

    const send = async (text: string) => {
      await dialog.getByRole('textbox', { name: 'Your message' }).fill(text);
      await dialog.getByRole('button', { name: 'Send' }).click();
    };
    await send('I am a welder and I read blueprints. I live in Calgary.');
    await expect(dialog.getByText("Answered by HireHand's built-in assistant")).toBeVisible();
    const skills = dialog.getByRole('list', { name: 'Skills found so far' });
    await expect(skills).toContainText('Welding');
    await expect(dialog.getByRole('log')).toContainText('How much experience do you have');
    const match = dialog.getByTestId('ai-job-match').filter({ hasText: posted[0]!.title });
    await expect(match).toBeVisible();

    await send('About 6 years, mostly structural steel.');
    await expect(dialog.getByRole('log')).toContainText('Do you hold any certifications');
    await dialog.getByRole('list', { name: 'Suggested replies' }).getByRole('button').first().click();
    // Skills, experience, certifications and city are answered: availability comes next.
    await expect(dialog.getByRole('log')).toContainText('When are you available');
    await expect(dialog.getByTestId('ai-user-message')).toHaveCount(3);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('ai-chat.png') });

    // A job card opens the job itself.
    await match.click();
    await expect(page.getByRole('heading', { name: posted[0]!.title })).toBeVisible();
  });

  test('a signed-in worker adds the skills found to their profile', async ({ page }) => {
    const worker = await createAccount(page, { full_name: 'Kai Tremblay' });
    await signInAs(page, worker);
    await page.goto('/');
    // The first paint is the prerendered (signed-out) page; the signed-in header shows once the app
    // runs, and only then does the hero's button answer a click.
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await page.getByRole('button', { name: 'Discover My Opportunities' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Career Discovery' });
    await expect(dialog.getByRole('log')).toContainText('Hi Kai!');
    await dialog
      .getByRole('textbox', { name: 'Your message' })
      .fill('I drive a forklift and I do warehouse picking.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('list', { name: 'Skills found so far' })).toContainText('Forklift');
    await dialog.getByRole('button', { name: 'Add to my profile' }).click();
    await expect(dialog.getByText(/^Added to your profile: /)).toBeVisible();

    const profile = await page.request.get('/api/profile/me', { headers: bearer(worker) });
    const skills = ((await profile.json()) as { skills: string[] }).skills;
    expect(skills.some((skill) => /forklift/i.test(skill))).toBe(true);
  });
});
