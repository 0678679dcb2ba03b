/** How the appeal pages show an appeal's state: the lights side by side, the state tag, the journal. */
import { Journal, useOptions } from '@lingxi/ui';
import { Space, Tag, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Light } from './actions';
import { deptTree, type Track } from './api';

const LIGHT_COLOURS: Record<Light, string> = { green: 'success', yellow: 'warning', red: 'error' };
export function LightTag({ light }: { light?: Light | null }) {
  const { t } = useTranslation();
  if (!light) return <Typography.Text type="secondary">{t('appeal.lights.none')}</Typography.Text>;
  return (
    <Tag color={LIGHT_COLOURS[light]} data-light={light}>
      {t(`appeal.lights.${light}`)}
    </Tag>
  );
}

/** The computed light and the supervisor's manual light, side by side. */
export function Lights({ light, manual }: { light?: Light | null; manual?: Light | null }) {
  const { t } = useTranslation();
  return (
    <Space size={4} className="lx-appeal-lights">
      <span title={t('appeal.computedLight')}>
        <LightTag light={light} />
      </span>
      {manual && (
        <span title={t('appeal.manualLight')}>
          <Tag variant="outlined" color={LIGHT_COLOURS[manual]} data-manual-light={manual}>
            {t('appeal.manualLight')}: {t(`appeal.lights.${manual}`)}
          </Tag>
        </span>
      )}
    </Space>
  );
}

export function StateTag({ state, record }: { state?: string | null; record?: boolean }) {
  const { t } = useTranslation();
  if (!state) return null;
  return <Tag>{t(`${record ? 'appeal.recordStates' : 'appeal.states'}.${state}`)}</Tag>;
}

/** The journal of an appeal, oldest first. */
export function TrackTimeline({ tracks }: { tracks: readonly Track[] }) {
  const { t } = useTranslation();
  return (
    <Journal
      className="lx-appeal-timeline"
      empty={t('appeal.noTracks')}
      entries={tracks.map((track, index) => ({
        key: track.id ?? index,
        action: track.action,
        title: t(`appealTrack.actions.${track.action}`, { defaultValue: track.actionName ?? track.action }),
        tag: track.toState
          ? t(`appeal.recordStates.${track.toState}`, { defaultValue: track.toStateName ?? '' })
          : undefined,
        who: [track.userName, track.deptName].filter(Boolean).join(' · '),
        when: track.createTime,
        comment: track.comment,
      }))}
    />
  );
}

/** The departments of the dispatch dialog: a multiple tree select of the tenant's departments. */
export function DeptsInput(props: { value?: unknown; onChange?: (value: unknown) => void; id?: string }) {
  const { options, loading } = useOptions({ key: 'appeal-depts', load: deptTree });
  return (
    <TreeSelect
      id={props.id}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={false}
      value={Array.isArray(props.value) ? props.value : []}
      onChange={(value) => props.onChange?.(value)}
      treeData={options}
      loading={loading}
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}
