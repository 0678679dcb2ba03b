// The login form's steps the bench's browser figures share (bench-console, bench-flow, bench-lists): the
// administrator's account, password and the test gateway's captcha, then the login button. bench.mjs's
// own login is timed step by step and fills the form itself.

/** Fills the login form on `page` as the administrator and presses the login button. */
export async function submitLogin(page, captcha) {
  await page.fill('#login-username', 'admin');
  await page.fill('#login-password', 'admin');
  await page.fill('#login-code', captcha);
  await page.click('button[type=submit]');
}
