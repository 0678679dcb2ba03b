import { useTranslation } from 'react-i18next';
import { isUnlimited } from './rules';

/** An account quota, or 'unlimited' when none is set. */
export function Quota({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{isUnlimited(value) ? t('tenant.unlimited') : String(value)}</span>;
}
