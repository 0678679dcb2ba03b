/**
 * The third-party registration form (SPEC §3 "Guest registration" plus password2, §5 "Registration",
 * §8). It opens from the login page, before any login, so like the login page it is plain React and
 * CSS in a native modal dialog (focus kept inside, Esc closes). Checks run in the spec's order (core
 * `registerGuest`); the first failure shows under its field. On success the dialog says so, then the
 * user is logged out and /login is loaded afresh.
 */
import {
  checkRegistration,
  type GuestRegistration,
  LOGIN_PATH,
  logout,
  registerGuest,
  type ValidationKey,
  validationMessage,
} from '@lingxi/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from './useT';

interface RegisterForm {
  tenantId: string;
  account: string;
  name: string;
  password: string;
  password2: string;
}

type FieldName = keyof RegisterForm;

/** The field a failed check belongs to. */
export function fieldOfProblem(problem: ValidationKey, form: Partial<RegisterForm>): FieldName {
  switch (problem) {
    case 'validate.tenantFirst':
      return 'tenantId';
    case 'validate.accountRequired':
      return 'account';
    case 'validate.passwordFirst':
      return form.password ? 'password2' : 'password';
    default:
      return 'password2';
  }
}

const EMPTY: RegisterForm = { tenantId: '', account: '', name: '', password: '', password2: '' };

export default function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<RegisterForm>(EMPTY);
  const [problem, setProblem] = useState<{ field: FieldName; key: ValidationKey } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // the form is replaced by the answer: focus goes to its one button, not to the page behind
  useEffect(() => {
    if (done) ok.current?.focus();
  }, [done]);

  const show = (key: ValidationKey | undefined) => {
    setProblem(key ? { field: fieldOfProblem(key, values), key } : null);
    if (key) document.getElementById(`register_${fieldOfProblem(key, values)}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // One message at a time, under the field it is about; the spec's checks answer at once.
    const early = checkRegistration(values);
    show(early);
    if (early) return;
    setBusy(true);
    try {
      const late = await registerGuest(values as GuestRegistration);
      show(late);
      if (!late) setDone(true);
    } catch {
      // core showed the server's msg or 'submission failed' (SPEC §8); the form keeps what was typed
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    await logout();
    window.location.assign(LOGIN_PATH);
  };

  const field = (name: FieldName, type = 'text') => {
    const error = problem?.field === name ? validationMessage(problem.key) : undefined;
    return (
      <div className="lx-field">
        {/* the asterisk is drawn by CSS: the input's `required` tells assistive technology; the error
            stays outside the label, so the field's name is its label alone */}
        <label htmlFor={`register_${name}`} className={name === 'name' ? undefined : 'lx-required'}>
          {t(`register.${name}`)}
        </label>
        <input
          id={`register_${name}`}
          name={name}
          type={type}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          value={values[name]}
          required={name !== 'name'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `register_${name}_error` : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
        {error && (
          <em className="lx-field-error" id={`register_${name}_error`} role="alert">
            {error}
          </em>
        )}
      </div>
    );
  };

  return (
    <dialog ref={dialog} className="lx-dialog" aria-labelledby="register_title" onClose={onClose}>
      <h2 id="register_title">{done ? t('register.done') : t('register.title')}</h2>
      {done ? (
        <div className="lx-dialog-body">
          <p role="status">{t('registered')}</p>
          <footer>
            <button type="button" className="lx-submit" onClick={() => void finish()} ref={ok}>
              {t('register.ok')}
            </button>
          </footer>
        </div>
      ) : (
        <form className="lx-dialog-body" onSubmit={submit} noValidate>
          {field('tenantId')}
          {field('account')}
          {field('name')}
          {field('password', 'password')}
          {field('password2', 'password')}
          <footer>
            <button type="button" className="lx-button" onClick={() => dialog.current?.close()}>
              {t('register.cancel')}
            </button>
            <button type="submit" className="lx-submit" disabled={busy} aria-busy={busy}>
              {t('register.submit')}
            </button>
          </footer>
        </form>
      )}
    </dialog>
  );
}
