import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The menus could not be loaded: say so and offer to try again (the request layer said why). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('crud.loadFailed')}
      extra={<Button onClick={onRetry}>{t('crud.retry')}</Button>}
      data-testid="workspace-load-failed"
    />
  );
}
