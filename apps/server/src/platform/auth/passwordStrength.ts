/**
 * How hard a password is to guess, by zxcvbn (@zxcvbn-ts): it rates a password by the guesses an
 * attacker with the common-password list (language-common's 49,233 most used passwords), English
 * and Indonesian words, names, keyboard patterns, dates and l33t substitutions would need, from 0
 * to 4. Used for the first superadmin's ADMIN_PASSWORD, the most powerful account, chosen once by
 * an operator: 4 (about 10^10 guesses or more) is asked. 'Jakarta2026!', 'Admin-2026!' and
 * 'superadmin2026' rate 3 and are refused; a phrase of four words or 12 random characters pass.
 *
 * The dictionaries take ~0.7 s to load and ~30 MB of heap (13 MB stay with the imported modules),
 * so they load only when this is called: a production start that creates its first admin. The
 * estimator itself is not kept.
 */
export const REQUIRED_SCORE = 4;

/** Words of this product an operator might build a password from: rated as known words. */
const PRODUCT_WORDS = ['auto2000', 'dealer', 'toyota', 'astra', 'admin', 'superadmin', 'console'];

type Check = (password: string, userInputs: string[]) => { score: number; warning: string | null };

async function loadEstimator(): Promise<Check> {
  const [{ ZxcvbnFactory }, common, en, id] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-id'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...id.dictionary },
  });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, userInputs);
    return { score: result.score, warning: result.feedback.warning };
  };
}

/**
 * Why `password` is too easy to guess, or undefined when it rates REQUIRED_SCORE. `context`:
 * values the password must not lean on (the user name, secrets published with this repository).
 */
export async function passwordWeakness(
  password: string,
  context: readonly string[] = [],
): Promise<string | undefined> {
  const check = await loadEstimator();
  const { score, warning } = check(password, [...PRODUCT_WORDS, ...context]);
  if (score >= REQUIRED_SCORE) return undefined;
  const because = warning ? `${warning.replace(/\.$/, '')}; ` : '';
  return `${because}a password-strength estimator (zxcvbn) rates it ${score} of 4, and ${REQUIRED_SCORE} is required`;
}
