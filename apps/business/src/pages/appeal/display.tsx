/** How the appeal pages show an appeal's state: the lights side by side, the state tag, the journal. */
import { Journal, useOptions } from '@lingxi/ui';
import { Space, Tag, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Light } from './actions';
import { deptTree, type Track } from './api';
import { wordComment } from './comments';

/** The tree select's checked values (strict: `{ value, label }`) from ids and back. */
const deptValue = (value: unknown) =>
  Array.isArray(value) ? value.map((id) => (typeof id === 'object' ? id : { value: String(id) })) : [];
const deptIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((one) => String(typeof one === 'object' && one ? (one as { value: unknown }).value : one))
    : [];

/**
 * The light tags' colours: dark text on a pale ground of the light's hue, the same in every theme (the
 * tag carries its own ground), each pair at least 4.5:1 (WCAG AA, issue 23: antd's success and warning
 * tags measured 2.2:1 and 1.82:1). Unit-tested with core's `contrastRatio`.
 */
export const LIGHT_PALETTE: Record<Light, { color: string; background: string; borderColor: string }> = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#389e0d' },
  yellow: { color: '#613400', background: '#fffbe6', borderColor: '#d48806' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#cf1322' },
};

export function LightTag({ light }: { light?: Light | null }) {
  const { t } = useTranslation();
  if (!light) return <Typography.Text type="secondary">{t('appeal.lights.none')}</Typography.Text>;
  return (
    <Tag style={LIGHT_PALETTE[light]} data-light={light}>
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
          <Tag
            variant="outlined"
            style={{ ...LIGHT_PALETTE[manual], borderStyle: 'dashed' }}
            data-manual-light={manual}
          >
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

/** The mark of an appeal a department gave back: 已退回 with who gave it back and why. */
export function ReturnedMark({
  appeal,
  compact = false,
}: {
  appeal: { returnReason?: string | null; returnedDeptNames?: string | null };
  /** The tag alone (beside the state), the reason as its title. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!appeal.returnedDeptNames) return null;
  const said = t('appeal.returnedBy', {
    depts: appeal.returnedDeptNames,
    reason: appeal.returnReason ?? '-',
    interpolation: { escapeValue: false },
  });
  const tag = (
    <Tag style={LIGHT_PALETTE.yellow} data-returned="true" title={compact ? said : undefined}>
      {t('appeal.returned')}
    </Tag>
  );
  if (compact) return tag;
  return (
    <Space size={4} wrap className="lx-appeal-returned">
      {tag}
      <span>{said}</span>
    </Space>
  );
}

/** A journal row's comment in the user's language (`wordComment`). */
export function TrackComment({ track }: { track: Track }) {
  const { t } = useTranslation();
  return <>{wordComment(track, t as never) ?? ''}</>;
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
        comment: wordComment(track, t as never),
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
      // a department is ticked alone: ticking a bureau does not tick its divisions (issue 23)
      treeCheckStrictly
      value={deptValue(props.value)}
      onChange={(value) => props.onChange?.(deptIds(value))}
      treeData={options}
      loading={loading}
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}
