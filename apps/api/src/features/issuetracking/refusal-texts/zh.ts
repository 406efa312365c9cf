import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: '本社区没有此分组',
  ISSUE_GROUP_NAME_TAKEN: '已存在名为"{name}"的分组',
  ISSUE_GROUP_HAS_CURRENT: '此分组仍有 {count} 项进行中的任务：请先关闭或移走再归档',
  ISSUE_GROUP_ARCHIVED: '此分组已归档',
  ISSUE_MEMBER_NOT_STAFF: '私有分组的成员只能是本社区的员工和委员',
  ISSUE_TASK_NOT_FOUND: '本社区没有此任务',
  ISSUE_TASK_STALE: '在您打开后有人修改了此任务：请刷新后重试',
  ISSUE_TASK_CLOSED_UPDATE: '任务 {number} 已关闭：请先重新打开再修改',
  ISSUE_TASK_CLOSED_MOVE: '任务 {number} 已关闭：请先重新打开再移动',
  ISSUE_TASK_ALREADY_CLOSED: '任务 {number} 已经关闭',
  ISSUE_TASK_NOT_CLOSED: '任务 {number} 未关闭：只有已关闭的任务可以重新打开',
  ISSUE_TASK_SAME_GROUP: '任务 {number} 已在此分组中',
  ISSUE_ASSIGNEE_NOT_STAFF: '任务只能分配给本社区的员工和委员',
  ISSUE_PLACE_NOT_FOUND: '本社区没有此楼栋或房间',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: '此任务没有这条评论',
  ISSUE_COMMENT_EMPTY: '请输入内容或添加照片',
  ISSUE_COMMENT_NOT_YOURS: '您只能修改自己的评论',
  ISSUE_COMMENT_EDIT_EXPIRED: '评论只能在发布后 {minutes} 分钟内编辑',
  ISSUE_COMMENT_DELETED: '此评论已被删除',
  ISSUE_COMMENT_PHOTO_LIMIT: '一条评论最多 {max} 张照片',
  ISSUE_MENTION_NOT_READER: '只能提及能看到此任务的人',
  ISSUE_ATTACHMENT_LIMIT: '一个任务最多 {max} 个附件',
  ISSUE_ATTACHMENT_TYPE: '只能附加照片（JPEG、PNG、WebP）或 PDF 文件',
  ISSUE_ATTACHMENT_NOT_FOUND: '此任务没有这个附件',
  ISSUE_ATTACHMENT_NONE: '请至少选择一张照片或一个 PDF 文件作为附件',

  // settings, reports, import
  ISSUE_RANGE_INVALID: '开始日期不能晚于结束日期',
  ISSUE_IMPORT_FILE: '请上传 Excel (.xlsx) 或 CSV 文件',
  ISSUE_IMPORT_EMPTY: '文件中没有可导入的行',
  ISSUE_IMPORT_TOO_MANY: '缺陷清单最多 {max} 行',
  ISSUE_IMPORT_BAD_ROWS: '有 {count} 行存在问题：未保存任何内容',
  ISSUE_IMPORT_MISSING_COLUMN: '文件中没有"{column}"列',
  ISSUE_IMPORT_ROW_TITLE: '标题缺失或超过 {max} 个字符',
  ISSUE_IMPORT_ROW_PRIORITY: '优先级必须是 URGENT、HIGH、NORMAL 或 LOW',
  ISSUE_IMPORT_ROW_DATE: '截止日期必须是日期（YYYY-MM-DD 或 DD/MM/YYYY）',
  ISSUE_IMPORT_ROW_UNIT: '本社区没有房间"{unit}"',
  ISSUE_RANGE_TOO_LONG: '报表最多涵盖 {max} 天',
  ISSUE_IMPORT_ROW_TEXT: '详情最多 {max} 个字符',
  ISSUE_IMPORT_ROW_LABELS: '标签最多 {max} 个，用逗号分隔，每个最多 {length} 个字符',
};
