import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  NO_FILE: '请以 multipart 字段 "file" 上传图片或 PDF',
  FILE_EMPTY: '文件为空',
  APPROVE_DENIED: '您的角色可以保存草稿，但不能发布、定时发布或修改已发布的帖子',
  AUDIENCE_NOT_FOUND: '所选的部分{what}不属于此社区',
  UNITS: '房间',
  BUILDINGS: '楼栋',
  AUDIENCE_FLOOR_EMPTY: '{floors} 没有房间',
  BUILDING_FLOOR: '{building} {floor} 层',
  PUBLISH_AT_REQUIRED: '定时发布需要填写 publishAt',
  EXPIRY_PASSED: 'expiresAt 已过，请选择更晚的到期时间',
  EXPIRY_BEFORE_PUBLISH: 'expiresAt 必须晚于发布时间',
  ALREADY_PUBLISHED: '此帖子已发布',
  NOT_PUBLISHED: '此帖子尚未发布或定时',
  EDIT_CONFLICT: '有人同时修改了此帖子，请刷新后重试',
  FILE_NOT_FOUND: '部分文件未上传到此社区，请重新上传',
  COVER_NOT_IMAGE: '封面必须是图片（JPEG、PNG 或 WebP）',
  ANNOUNCEMENT_NOT_FOUND: '此社区没有这条公告',
  ANNOUNCEMENT_NOT_FOR_YOU: '没有发给您的这条公告',
  BAD_RANGE: 'from 不能晚于 to',
  EMPTY_BODY: '去除不安全内容后，正文已无可显示的内容',
};
