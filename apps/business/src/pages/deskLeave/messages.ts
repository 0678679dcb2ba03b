/** Texts of the leave request page, zh and en with the same keys, with the task pages' (its detail is theirs). */
import { messages as work } from '../work/messages';

export const messages = {
  zh: {
    translation: {
      ...work.zh.translation,
      leave: {
        applicant: '申请人',
        approver: '审批人',
        startTime: '开始时间',
        endTime: '结束时间',
        days: '请假天数',
        daysValue: '{{count}}个工作日',
        daysHelp: '按工作日历计算（周末和节假日不计）',
        daysPending: '选择开始和结束时间后计算',
        reason: '请假理由',
        endAfterStart: '结束时间必须晚于开始时间',
        stage: '状态',
        stages: { running: '审批中', approved: '已通过', rejected: '已驳回', deleted: '已删除' },
        current: '当前环节',
        createTime: '申请时间',
        detail: '详情',
      },
    },
  },
  en: {
    translation: {
      ...work.en.translation,
      leave: {
        applicant: 'Applicant',
        approver: 'Approver',
        startTime: 'Start',
        endTime: 'End',
        days: 'Days',
        daysValue: '{{count}} working day(s)',
        daysHelp: 'Counted on the working-day calendar (weekends and holidays excluded)',
        daysPending: 'Counted once the start and end are chosen',
        reason: 'Reason',
        endAfterStart: 'The end must be after the start',
        stage: 'Status',
        stages: { running: 'In approval', approved: 'Approved', rejected: 'Rejected', deleted: 'Deleted' },
        current: 'Current step',
        createTime: 'Applied',
        detail: 'Details',
      },
    },
  },
};
