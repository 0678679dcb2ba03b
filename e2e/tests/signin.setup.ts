/**
 * Signs in once through the login form per account the specs start as, and saves the console's storage
 * state (support.ts `signedIn`): the specs then open signed-in consoles without typing the form again.
 * The form itself stays tested where login is the subject (shell.spec.ts, keyboard.spec.ts).
 */
import { SIGNED_IN, saveSignIn, test } from './support';

for (const user of SIGNED_IN) {
  test(`sign in as ${user.account}`, async ({ browser }) => {
    await saveSignIn(browser, user);
  });
}
