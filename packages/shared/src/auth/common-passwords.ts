/**
 * The common-password rule (decision 027), the same on the server and in the web forms: a
 * new password is refused when zxcvbn, with its common-passwords and common-words
 * dictionaries, scores it below 2 ("very guessable": under a million guesses), which covers
 * every password on the breached-password list and its simple variants (Password1!,
 * Qwerty123!). The estimator and its dictionaries (about 400 kB) load on first use only:
 * the web imports this where a form sets a password, never on the landing page.
 */
export const COMMON_PASSWORD_MIN_SCORE = 2;

/** zxcvbn's cost grows with length; the start of a long password decides as well as all of it. */
const CHECKED_LENGTH = 64;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Try a longer one, such as a few unrelated words.';

/** True when the password must be refused; `userInputs` (e-mail, name) count as guessable words. */
export type CommonPasswordCheck = (password: string, userInputs?: string[]) => boolean;

let loading: Promise<CommonPasswordCheck> | undefined;

/** Loads the estimator once (a dynamic import, its own chunk on the web). */
export function loadCommonPasswordCheck(): Promise<CommonPasswordCheck> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const estimator = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs = []) => {
        const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
        const checked = password.slice(0, CHECKED_LENGTH);
        return estimator.check(checked, words).score < COMMON_PASSWORD_MIN_SCORE;
      };
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
