import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: '本社区没有此规章文件',
  REGULATION_VERSION_NOT_FOUND: '本社区没有此规章文件的版本',
  REGULATION_FILE_NOT_FOUND: '所附文件不是上传到本社区的文件',
  REGULATION_NO_CONTENT: '版本需要正文或 PDF 文件',
  REGULATION_NOT_DRAFT: '只有草稿版本可以修改或发布',
  REGULATION_DISCARD_NOT_DRAFT: '只有草稿可以丢弃：已发布或已归档的版本会保留在记录中',
  REGULATION_ONLY_VERSION: '此草稿是该文件的唯一版本，请改为将文件归档',
  REGULATION_DRAFT_EXISTS: '此文件已有草稿版本，请先完成或发布该草稿',
  REGULATION_ARCHIVED: '此文件已归档',
  REGULATION_NOT_PUBLISHED: '此版本尚未发布',
  REGULATION_NO_ACK_NEEDED: '此版本不需要确认',
  REGULATION_NOT_YOUR_UNIT: '您不住在此单元',
  REGULATION_NO_UNIT: '您不是本社区任何单元的住户',
  REGULATION_NO_FILE: '请以 multipart 字段 "file" 上传 PDF',
  REGULATION_NOT_PDF: '文件必须是 PDF',
};
