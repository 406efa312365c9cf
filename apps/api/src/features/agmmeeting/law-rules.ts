import type { AgmCommunityType, AgmRuleBase, AgmRuleCode } from '@cc/contracts/agmmeeting';

/**
 * The law as data: the rows every community starts with, per community type. Staff with
 * AGM_MEETING:approve may edit a community's copy (audited, not while a meeting using it is in
 * session); the code only ever reads the rows, so a change of law is a change of data.
 */
export interface LawRule {
  code: AgmRuleCode;
  communityType: AgmCommunityType;
  base: AgmRuleBase;
  numerator: number;
  denominator: number;
  strict: boolean;
  reconvenedNumerator: number | null;
  reconvenedDenominator: number | null;
  legalReference: string;
  resolutionTextTh: string;
  resolutionTextEn: string;
}

const CONDO_ACT = 'พ.ร.บ.อาคารชุด พ.ศ. 2522 แก้ไขเพิ่มเติม (ฉบับที่ 4) พ.ศ. 2551';
const LAND_ACT = 'พ.ร.บ.การจัดสรรที่ดิน พ.ศ. 2543 และข้อบังคับนิติบุคคลหมู่บ้านจัดสรร';

export const LAW_RULES: readonly LawRule[] = [
  {
    code: 'QUORUM_CONDO',
    communityType: 'CONDO',
    base: 'ALL_WEIGHT',
    numerator: 1,
    denominator: 4,
    strict: false,
    reconvenedNumerator: 0,
    reconvenedDenominator: 1,
    legalReference: `${CONDO_ACT} มาตรา 43 (Condominium Act s.43)`,
    resolutionTextTh: 'มีผู้มาประชุมซึ่งมีคะแนนเสียงไม่น้อยกว่าหนึ่งในสี่ของคะแนนเสียงทั้งหมด ครบเป็นองค์ประชุม',
    resolutionTextEn: 'Owners holding at least one quarter of all votes are present: a quorum.',
  },
  {
    code: 'ORDINARY',
    communityType: 'CONDO',
    base: 'PRESENT_WEIGHT',
    numerator: 1,
    denominator: 2,
    strict: true,
    reconvenedNumerator: null,
    reconvenedDenominator: null,
    legalReference: `${CONDO_ACT} มาตรา 44 (s.44)`,
    resolutionTextTh: 'ที่ประชุมมีมติด้วยคะแนนเสียงข้างมากของผู้มาประชุม',
    resolutionTextEn: 'Resolved by a majority of the votes of the owners present.',
  },
  {
    code: 'HALF_OF_ALL',
    communityType: 'CONDO',
    base: 'ALL_WEIGHT',
    numerator: 1,
    denominator: 2,
    strict: false,
    reconvenedNumerator: 1,
    reconvenedDenominator: 3,
    legalReference: `${CONDO_ACT} มาตรา 48 (s.48)`,
    resolutionTextTh: 'ที่ประชุมมีมติด้วยคะแนนเสียงไม่น้อยกว่ากึ่งหนึ่งของคะแนนเสียงทั้งหมด',
    resolutionTextEn: 'Resolved by at least half of all owners’ votes.',
  },
  {
    code: 'THREE_QUARTERS',
    communityType: 'CONDO',
    base: 'ALL_WEIGHT',
    numerator: 3,
    denominator: 4,
    strict: false,
    reconvenedNumerator: null,
    reconvenedDenominator: null,
    legalReference: `${CONDO_ACT} มาตรา 49 (s.49)`,
    resolutionTextTh: 'ที่ประชุมมีมติด้วยคะแนนเสียงไม่น้อยกว่าสามในสี่ของคะแนนเสียงทั้งหมด',
    resolutionTextEn: 'Resolved by at least three quarters of all owners’ votes.',
  },
  {
    code: 'UNANIMOUS',
    communityType: 'CONDO',
    base: 'ALL_UNITS',
    numerator: 1,
    denominator: 1,
    strict: false,
    reconvenedNumerator: null,
    reconvenedDenominator: null,
    legalReference: `${CONDO_ACT} (เอกฉันท์ของเจ้าของร่วมทุกห้องชุด; unanimity of every unit)`,
    resolutionTextTh: 'ที่ประชุมมีมติเป็นเอกฉันท์ของเจ้าของร่วมทุกห้องชุด',
    resolutionTextEn: 'Resolved unanimously by the owners of every unit.',
  },
  {
    code: 'QUORUM_VILLAGE',
    communityType: 'VILLAGE',
    base: 'ALL_WEIGHT',
    numerator: 1,
    denominator: 10,
    strict: false,
    reconvenedNumerator: 0,
    reconvenedDenominator: 1,
    legalReference: `${LAND_ACT} (องค์ประชุมหนึ่งในสิบของแปลง; a tenth of all plots)`,
    resolutionTextTh: 'มีสมาชิกมาประชุมไม่น้อยกว่าหนึ่งในสิบของจำนวนแปลงทั้งหมด ครบเป็นองค์ประชุม',
    resolutionTextEn: 'Members holding at least a tenth of all plots are present: a quorum.',
  },
  {
    code: 'VILLAGE_ORDINARY',
    communityType: 'VILLAGE',
    base: 'PRESENT_WEIGHT',
    numerator: 1,
    denominator: 2,
    strict: true,
    reconvenedNumerator: null,
    reconvenedDenominator: null,
    legalReference: `${LAND_ACT} (มติเสียงข้างมาก; majority of those present)`,
    resolutionTextTh: 'ที่ประชุมมีมติด้วยคะแนนเสียงข้างมากของสมาชิกผู้มาประชุม หนึ่งแปลงหนึ่งเสียง',
    resolutionTextEn: 'Resolved by a majority of the members present, one vote per plot.',
  },
  {
    code: 'VILLAGE_HALF_OF_ALL',
    communityType: 'VILLAGE',
    base: 'ALL_WEIGHT',
    numerator: 1,
    denominator: 2,
    strict: false,
    reconvenedNumerator: null,
    reconvenedDenominator: null,
    legalReference: `${LAND_ACT} มาตรา 44 (กึ่งหนึ่งของแปลงทั้งหมด; half of all plots)`,
    resolutionTextTh: 'ที่ประชุมมีมติด้วยคะแนนเสียงไม่น้อยกว่ากึ่งหนึ่งของจำนวนแปลงทั้งหมด',
    resolutionTextEn: 'Resolved by at least half of all plots’ votes.',
  },
];
