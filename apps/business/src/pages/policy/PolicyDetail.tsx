/**
 * A policy's details: its fields (the content sanitised by the kit), its files with their downloads,
 * and its report projects with their windows and reviewing departments; a hint when a project still
 * open keeps it from being removed.
 */
import { DetailView, fieldsIn } from '@lingxi/ui';
import { Alert, Divider, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Policy,
  type PolicyFile,
  policyApi,
  type ReportProject,
  reportProjectApi,
  reportProjectDepApi,
} from './api';
import { policy } from './fields';
import { FileLinks } from './PolicyFiles';
import { policyRemovable, todayText } from './rules';

export interface PolicyWithProjects extends Policy {
  projects: (ReportProject & { depts: string[] })[];
}

/** The policy, its projects and each project's reviewing departments. */
export async function loadPolicy(id: string): Promise<PolicyWithProjects> {
  const [record, projects] = await Promise.all([
    policyApi.detail(id),
    reportProjectApi.list({ policyId: id, size: 200, ascs: 'openDate' }),
  ]);
  const depts = await Promise.all(
    projects.records.map((project) => reportProjectDepApi.list({ projectId: String(project.id), size: 200 })),
  );
  return {
    ...record,
    projects: projects.records.map((project, i) => ({
      ...project,
      depts: (depts[i]?.records ?? []).map((dep) => String(dep.deptName ?? '')),
    })),
  };
}

const STATE_COLOURS = { upcoming: 'blue', open: 'green', closed: 'default' } as const;

export function PolicyDetail({ record }: { record: PolicyWithProjects }) {
  const { t } = useTranslation();
  const removable = policyRemovable(record.projects, todayText());
  return (
    <>
      <DetailView fields={fieldsIn(policy, 'view')} record={record} />
      <Divider titlePlacement="start">{t('policy.files')}</Divider>
      <FileLinks files={(record.attachments ?? []) as PolicyFile[]} />
      <Divider titlePlacement="start">{t('policy.projects')}</Divider>
      {!removable && <Alert type="info" showIcon title={t('policy.hasOpen')} style={{ marginBottom: 12 }} />}
      {record.projects.length === 0 ? (
        <Empty description={t('policy.noProjects')} />
      ) : (
        <ul className="lx-policy-projects">
          {record.projects.map((project) => (
            <li key={String(project.id)}>
              <Space orientation="vertical" size={2}>
                <Space wrap>
                  <Link
                    to={`/policy/reportProject?projectName=${encodeURIComponent(project.projectName ?? '')}`}
                  >
                    {project.projectName}
                  </Link>
                  {project.state && (
                    <Tag color={STATE_COLOURS[project.state]}>
                      {t(`reportProject.states.${project.state}`)}
                    </Tag>
                  )}
                  <Typography.Text type="secondary">
                    {project.openDate} ~ {project.closeDate}
                  </Typography.Text>
                </Space>
                <Typography.Text>
                  {project.depts.length
                    ? t('reportProject.deptsOf', { name: project.depts.join('、') })
                    : t('reportProject.noDepts')}
                </Typography.Text>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
