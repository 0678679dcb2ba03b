/** A deployment's state as a tag: active green, suspended orange. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Deployment } from '../flow/api';

export function DeploymentState({ state }: { state: Deployment['state'] }) {
  const { t } = useTranslation();
  return <Tag color={state === 'active' ? 'green' : 'orange'}>{t(`flowDeploy.states.${state}`)}</Tag>;
}
