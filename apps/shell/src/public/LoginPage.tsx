/**
 * The login page (SPEC §2 "Login behaviour"): tenant, account, password and captcha. It is the first
 * thing every user loads, so it is plain React and CSS: the component library comes after login.
 */
import { type Captcha, DEFAULT_TENANT, fetchCaptcha, LANGUAGES, login, setLanguage } from '@lingxi/core';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from './useT';

type FieldName = 'tenantId' | 'username' | 'password' | 'code';

/** The registration form loads only when asked for: most visitors never open it. */
const RegisterDialog = lazy(() => import(/* webpackChunkName: "register" */ './RegisterDialog'));

/** Where to go after login: the `redirect` query parameter when it is a local path (no open redirect). */
export function redirectTarget(search = window.location.search): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')
    ? redirect
    : '/';
}

/** Router-free, so the first page loads neither the router nor the component library. */
export function LoginPage({
  onIntent,
  onLoggedIn,
}: {
  /**
   * The user started filling in the form, or sent it: a chance to load what comes after the login
   * while they type (the page itself stays light until someone uses it).
   */
  onIntent?: () => void;
  onLoggedIn: (target: string) => void;
}) {
  const { t, language } = useT();
  const [values, setValues] = useState<Record<FieldName, string>>({
    tenantId: DEFAULT_TENANT,
    username: '',
    password: '',
    code: '',
  });
  const [missing, setMissing] = useState<FieldName | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [registering, setRegistering] = useState(false);

  // The captcha on its way: a form sent before it arrived waits for it rather than sending no key
  // (which the server refuses, clearing the code the user typed).
  const pendingCaptcha = useRef<Promise<Captcha | null>>(Promise.resolve(null));
  const refreshCaptcha = useCallback(() => {
    pendingCaptcha.current = fetchCaptcha().then(
      (next) => {
        setCaptcha(next);
        setCaptchaFailed(false);
        return next;
      },
      () => {
        setCaptchaFailed(true);
        return null;
      },
    );
  }, []);
  useEffect(refreshCaptcha, []);

  useEffect(() => {
    document.title = `${t('login.title')} - ${t('product')}`; // SPEC §2: the word for login on /login
  }, [t]);

  const labels: Record<FieldName, string> = {
    tenantId: t('login.tenant'),
    username: t('login.account'),
    password: t('login.password'),
    code: t('login.captcha'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = (['tenantId', 'username', 'password', 'code'] as const).find(
      (name) => !values[name].trim(),
    );
    setMissing(empty ?? null);
    if (empty) {
      document.getElementById(`login-${empty}`)?.focus();
      return;
    }
    setBusy(true);
    const shown = captcha ?? (await pendingCaptcha.current);
    const loggingIn = login({
      tenantId: values.tenantId.trim(),
      username: values.username.trim(),
      password: values.password,
      captchaKey: shown?.key ?? '',
      captchaCode: values.code.trim(),
    });
    // The token request goes out first: the browser's few connections per host would otherwise be
    // taken by the console's code, if typing has not started fetching it already.
    setTimeout(() => onIntent?.(), 0);
    try {
      await loggingIn;
      onLoggedIn(redirectTarget());
    } catch {
      // The server's reason is already shown; a captcha is single-use, so get a new one.
      setValues((current) => ({ ...current, code: '' }));
      refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FieldName, type = 'text', autoComplete?: string) => (
    <label className="lx-field" htmlFor={`login-${name}`}>
      <span>{labels[name]}</span>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={missing === name}
        onChange={(event) => {
          onIntent?.();
          setValues((current) => ({ ...current, [name]: event.target.value }));
        }}
      />
      {missing === name && <em className="lx-field-error">{t('login.required', { label: labels[name] })}</em>}
    </label>
  );

  return (
    <div className="lx-login">
      <section className="lx-login-brand">
        <h1>{t('product')}</h1>
        <p>{t('login.slogan')}</p>
      </section>
      <form className="lx-login-card" onSubmit={submit} noValidate aria-label={t('login.title')}>
        <header>
          <h2>{t('login.welcome')}</h2>
          <div className="lx-languages">
            {LANGUAGES.map((lng) => (
              <button
                key={lng}
                type="button"
                disabled={(language === 'en' ? 'en' : 'zh') === lng}
                onClick={() => void setLanguage(lng)}
              >
                {t(`language.${lng}`)}
              </button>
            ))}
          </div>
        </header>
        {field('tenantId', 'text', 'organization')}
        {field('username', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        <div className="lx-captcha-row">
          {field('code', 'text', 'off')}
          <button
            type="button"
            className="lx-captcha"
            onClick={refreshCaptcha}
            title={t('login.refreshCaptcha')}
            aria-label={t('login.refreshCaptcha')}
          >
            {captcha ? (
              <img src={captcha.image} alt={t('login.captcha')} />
            ) : (
              <span>{captchaFailed ? t('login.captchaFailed') : '…'}</span>
            )}
          </button>
        </div>
        <button type="submit" className="lx-submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <button type="button" className="lx-link" onClick={() => setRegistering(true)}>
          {t('login.register')}
        </button>
      </form>
      {registering && (
        <Suspense fallback={null}>
          <RegisterDialog onClose={() => setRegistering(false)} />
        </Suspense>
      )}
    </div>
  );
}
