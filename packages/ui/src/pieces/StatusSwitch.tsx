/**
 * StatusSwitch (SPEC §4: enable or disable users, departments, regions, dictionary entries, projects,
 * deployments): a table-cell switch. The pattern of PAGES is confirm → call → message → refresh: a
 * press asks for confirmation, then shows the new state busy while `onChange` runs; a failure puts the
 * old state back (the request layer has shown why, SPEC §8). After a success the new state stays shown
 * until the row's `checked` changes (the refreshed list). Without the permission (`editable` false) it
 * shows the state read-only.
 *
 * ```tsx
 * render: (_, user) => (
 *   <StatusSwitch checked={user.status === 1} editable={can('user_status')} aria-label={user.account}
 *     onChange={(on) => userApi.switchStatus(user.id, on ? 1 : 0).then(refresh)} />
 * )
 * ```
 */
import { Switch } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback';

export interface StatusSwitchProps {
  checked: boolean;
  /** Carries the change out; a rejection puts the old state back. */
  onChange: (enabled: boolean) => Promise<unknown>;
  /** Whether the user may change it (their permission); read-only otherwise. */
  editable?: boolean | undefined;
  /** The switch's accessible name, e.g. the row's name; "Status" by default. */
  'aria-label'?: string | undefined;
  checkedLabel?: ReactNode;
  uncheckedLabel?: ReactNode;
  /** The question asked before changing; "Enable this record?" / "Disable this record?" by default. */
  confirm?: ((enabled: boolean) => ReactNode) | undefined;
}

export function StatusSwitch({
  checked,
  onChange,
  editable = true,
  'aria-label': ariaLabel,
  checkedLabel,
  uncheckedLabel,
  confirm,
}: StatusSwitchProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [shown, setShown] = useState(checked);
  const [busy, setBusy] = useState(false);

  // The list's answer wins once it comes (a refresh after the change, or another user's change).
  useEffect(() => setShown(checked), [checked]);

  const apply = async (next: boolean) => {
    setBusy(true);
    setShown(next);
    try {
      await onChange(next);
    } catch {
      setShown(checked); // SPEC §8: the request layer has said why
    } finally {
      setBusy(false);
    }
  };

  const ask = () => {
    if (!editable || busy) return;
    const next = !shown;
    modal.confirm({
      title: t('pieces.confirmTitle'),
      content: confirm ? confirm(next) : t(next ? 'pieces.status.confirmOn' : 'pieces.status.confirmOff'),
      okText: t('pieces.ok'),
      cancelText: t('pieces.cancel'),
      onOk: () => {
        void apply(next);
      },
    });
  };

  return (
    <Switch
      checked={shown}
      loading={busy}
      disabled={!editable}
      aria-label={ariaLabel ?? t('pieces.status.label')}
      aria-busy={busy}
      checkedChildren={checkedLabel ?? t('pieces.status.on')}
      unCheckedChildren={uncheckedLabel ?? t('pieces.status.off')}
      onClick={ask}
    />
  );
}
