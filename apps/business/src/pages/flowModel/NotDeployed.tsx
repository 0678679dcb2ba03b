/** A model's deployed version, or 未部署 when it never was. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function NotDeployed({ version }: { version: number | undefined }) {
  const { t } = useTranslation();
  return version ? <span>v{version}</span> : <Tag>{t('flowModel.notDeployed')}</Tag>;
}
