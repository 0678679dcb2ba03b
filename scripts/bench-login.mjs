// The login form's steps the bench's browser figures and the login timeline share (bench, bench-console,
// bench-flow, bench-lists, login-timeline): the administrator's account, password and the test gateway's
// captcha, then the login button (bench.mjs times its own press, after the typing pause it measures).

/** Fills the login form on `page` as the administrator. */
export async function fillLogin(page, captcha) {
  await page.fill('#login-username', 'admin');
  await page.fill('#login-password', 'admin');
  await page.fill('#login-code', captcha);
}

/** Fills the login form on `page` as the administrator and presses the login button. */
export async function submitLogin(page, captcha) {
  await fillLogin(page, captcha);
  await page.click('button[type=submit]');
}
