import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page that is not built yet shows: its own name, so nobody mistakes it for a broken page. */
export function PagePlaceholder({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={name}
      subTitle={t('page.placeholderText', { name })}
      data-testid="page-placeholder"
    />
  );
}
