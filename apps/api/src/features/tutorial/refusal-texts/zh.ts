import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: '本社区没有这个教程',
  TUTORIAL_ITEM_SHARED: '此教程面向所有社区发布，不能在此修改',
  TUTORIAL_ITEM_ARCHIVED: '此教程已归档',
  TUTORIAL_FILE_NOT_OURS: '该文件不是为本社区的教程上传的',
  TUTORIAL_FILE_WRONG_KIND: '视频需要 MP4 文件；宣传文件需要 PDF 或图片',
  TUTORIAL_WRONG_SOURCE: '只有视频可以有 YouTube 链接或 MP4；只有图文指南可以有正文',
  TUTORIAL_CONTENT_MISSING: '视频需要 YouTube 链接或 MP4，指南需要正文，宣传文件需要上传文件',
  TUTORIAL_NO_FILE: '请选择要上传的文件',
  TUTORIAL_FILE_EMPTY: '文件为空',
  NOT_A_TUTORIAL_FILE: '请上传 MP4 视频、PDF 或图片（JPEG、PNG、WebP）',
  TUTORIAL_FILE_TOO_LARGE: '文件太大',
  NO_TUTORIAL_WITH_ID: '没有 ID 为 {id} 的运营方教程',
};
