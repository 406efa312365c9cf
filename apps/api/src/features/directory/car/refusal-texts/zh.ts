import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  CAR_NOT_WAITING: '此申请{state}；只有等待中的申请可以批准、拒绝或修改',
  CAR_NOT_APPROVED: '此车辆{state}；只有已批准的车辆可以发放贴纸或修改',
  CAR_ALREADY_CLOSED: '此车辆已{state}',
  CAR_LIMIT_REACHED: '房号 {unitNo} 已有 {limit} 辆已批准的{type}；请先注销一辆或在政策中提高上限',
  CAR_PLATE_TAKEN: '车牌 {plateNo} {province} 已登记在一辆在用车辆上',
  CAR_NOT_YOURS: '您只能为自己的房号登记和修改车辆',
  CAR_OWNERS_ONLY: '只有业主可以为其房号登记车辆',
  CAR_STAFF_ONLY: '本社区的车辆由物业办公室登记',
  CAR_UNIT_UNKNOWN: '本社区没有房号 {unitNo}',
  CAR_RECORD_NOT_FOUND: '本社区没有这辆车',
  CAR_SHEET_PROBLEMS: '表格中有 {count} 个问题，未保存任何内容。第 {row} 行，{field}：{problem}',
  CAR_SHEET_EMPTY: '表头下没有车辆',
  CAR_SHEET_NO_COLUMN: '表头没有“{column}”列，请使用模板',
  CAR_SHEET_UNREADABLE: '文件既不是 .xlsx 工作簿也不是 UTF-8 CSV',
  CAR_SHEET_TOO_MANY: '表格有 {rows} 行；每次最多 {max} 行',
  CAR_SHEET_BAD_PROVINCE: '不是府名',
  CAR_SHEET_BAD_PLATE: '车牌以数字结尾，例如 กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR 或 MOTORCYCLE',
  CAR_SHEET_NO_UNIT: '没有此房号',
  CAR_SHEET_DUPLICATE: '与第 {row} 行车牌相同',
  CAR_SHEET_TAKEN: '已登记',
  CAR_SHEET_OVER_LIMIT: '超过该房号可拥有的数量',
  CAR_SHEET_TOO_LONG: '最多 {max} 个字符',
  CAR_STATE_WAITING: '等待中',
  CAR_STATE_APPROVED: '已批准',
  CAR_STATE_REJECTED: '已拒绝',
  CAR_STATE_CANCELLED: '已取消',
};
