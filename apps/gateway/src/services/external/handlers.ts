/** /api/lingxi-external: the external gateway's user calls (SPEC §7) under the console's `externalApi`. */
import { HttpError, MSG_UNAUTHORIZED, ok, sendR } from '../../http';
import { userInfoOf } from '../auth/handlers';
import type { App, HandlerDeps } from '../common';

export function mountExternal(app: App, deps: HandlerDeps): void {
  const { auth, options } = deps;

  // The external gateway's user calls (SPEC §7), served here under /api/lingxi-external (the console's
  // `externalApi`). checkLoginModel is the background re-login check of SPEC §4.
  app.post('/api/lingxi-external/user/checkLoginModel', async (c) => {
    const state = await auth.loginState(c.req.header(options.tokenHeader));
    if (state === 'password') {
      return c.json({ code: 400, success: false, data: null, msg: '用户名或密码不正确，请重新登录' }, 400);
    }
    if (state === 'invalid') throw new HttpError(401, MSG_UNAUTHORIZED);
    return sendR(c, ok(true));
  });

  // the same user as user-info (the external gateway's own fields are not shown in the spec)
  app.get('/api/lingxi-external/user/myself', (c) => sendR(c, ok(userInfoOf(c.get('user')))));
}
