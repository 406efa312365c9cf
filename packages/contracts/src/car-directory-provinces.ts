/**
 * Thailand's 77 provinces (ISO 3166-2:TH, Thai and English names) and Betong's own plate
 * series, shipped as data: a plate's province is one of these codes, so the same car typed
 * "กทม" or "Bangkok" is one key. Betong (a district of Yala) issues plates of its own that
 * read "เบตง"; ISO gives it no code, so it carries its parent province's code with a suffix.
 */
export interface Province {
  code: string;
  th: string;
  en: string;
  /** Set for a plate series that is not a province (Betong): the province it belongs to. */
  partOf?: string;
}

const P = (code: string, th: string, en: string): Province => ({ code: `TH-${code}`, th, en });

export const PROVINCES: readonly Province[] = [
  P('10', 'กรุงเทพมหานคร', 'Bangkok'),
  P('11', 'สมุทรปราการ', 'Samut Prakan'),
  P('12', 'นนทบุรี', 'Nonthaburi'),
  P('13', 'ปทุมธานี', 'Pathum Thani'),
  P('14', 'พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya'),
  P('15', 'อ่างทอง', 'Ang Thong'),
  P('16', 'ลพบุรี', 'Lop Buri'),
  P('17', 'สิงห์บุรี', 'Sing Buri'),
  P('18', 'ชัยนาท', 'Chai Nat'),
  P('19', 'สระบุรี', 'Saraburi'),
  P('20', 'ชลบุรี', 'Chon Buri'),
  P('21', 'ระยอง', 'Rayong'),
  P('22', 'จันทบุรี', 'Chanthaburi'),
  P('23', 'ตราด', 'Trat'),
  P('24', 'ฉะเชิงเทรา', 'Chachoengsao'),
  P('25', 'ปราจีนบุรี', 'Prachin Buri'),
  P('26', 'นครนายก', 'Nakhon Nayok'),
  P('27', 'สระแก้ว', 'Sa Kaeo'),
  P('30', 'นครราชสีมา', 'Nakhon Ratchasima'),
  P('31', 'บุรีรัมย์', 'Buri Ram'),
  P('32', 'สุรินทร์', 'Surin'),
  P('33', 'ศรีสะเกษ', 'Si Sa Ket'),
  P('34', 'อุบลราชธานี', 'Ubon Ratchathani'),
  P('35', 'ยโสธร', 'Yasothon'),
  P('36', 'ชัยภูมิ', 'Chaiyaphum'),
  P('37', 'อำนาจเจริญ', 'Amnat Charoen'),
  P('38', 'บึงกาฬ', 'Bueng Kan'),
  P('39', 'หนองบัวลำภู', 'Nong Bua Lam Phu'),
  P('40', 'ขอนแก่น', 'Khon Kaen'),
  P('41', 'อุดรธานี', 'Udon Thani'),
  P('42', 'เลย', 'Loei'),
  P('43', 'หนองคาย', 'Nong Khai'),
  P('44', 'มหาสารคาม', 'Maha Sarakham'),
  P('45', 'ร้อยเอ็ด', 'Roi Et'),
  P('46', 'กาฬสินธุ์', 'Kalasin'),
  P('47', 'สกลนคร', 'Sakon Nakhon'),
  P('48', 'นครพนม', 'Nakhon Phanom'),
  P('49', 'มุกดาหาร', 'Mukdahan'),
  P('50', 'เชียงใหม่', 'Chiang Mai'),
  P('51', 'ลำพูน', 'Lamphun'),
  P('52', 'ลำปาง', 'Lampang'),
  P('53', 'อุตรดิตถ์', 'Uttaradit'),
  P('54', 'แพร่', 'Phrae'),
  P('55', 'น่าน', 'Nan'),
  P('56', 'พะเยา', 'Phayao'),
  P('57', 'เชียงราย', 'Chiang Rai'),
  P('58', 'แม่ฮ่องสอน', 'Mae Hong Son'),
  P('60', 'นครสวรรค์', 'Nakhon Sawan'),
  P('61', 'อุทัยธานี', 'Uthai Thani'),
  P('62', 'กำแพงเพชร', 'Kamphaeng Phet'),
  P('63', 'ตาก', 'Tak'),
  P('64', 'สุโขทัย', 'Sukhothai'),
  P('65', 'พิษณุโลก', 'Phitsanulok'),
  P('66', 'พิจิตร', 'Phichit'),
  P('67', 'เพชรบูรณ์', 'Phetchabun'),
  P('70', 'ราชบุรี', 'Ratchaburi'),
  P('71', 'กาญจนบุรี', 'Kanchanaburi'),
  P('72', 'สุพรรณบุรี', 'Suphan Buri'),
  P('73', 'นครปฐม', 'Nakhon Pathom'),
  P('74', 'สมุทรสาคร', 'Samut Sakhon'),
  P('75', 'สมุทรสงคราม', 'Samut Songkhram'),
  P('76', 'เพชรบุรี', 'Phetchaburi'),
  P('77', 'ประจวบคีรีขันธ์', 'Prachuap Khiri Khan'),
  P('80', 'นครศรีธรรมราช', 'Nakhon Si Thammarat'),
  P('81', 'กระบี่', 'Krabi'),
  P('82', 'พังงา', 'Phangnga'),
  P('83', 'ภูเก็ต', 'Phuket'),
  P('84', 'สุราษฎร์ธานี', 'Surat Thani'),
  P('85', 'ระนอง', 'Ranong'),
  P('86', 'ชุมพร', 'Chumphon'),
  P('90', 'สงขลา', 'Songkhla'),
  P('91', 'สตูล', 'Satun'),
  P('92', 'ตรัง', 'Trang'),
  P('93', 'พัทลุง', 'Phatthalung'),
  P('94', 'ปัตตานี', 'Pattani'),
  P('95', 'ยะลา', 'Yala'),
  P('96', 'นราธิวาส', 'Narathiwat'),
  { code: 'TH-95-BETONG', th: 'เบตง', en: 'Betong', partOf: 'TH-95' },
];

export const PROVINCE_CODES = PROVINCES.map((p) => p.code);
const byCode = new Map(PROVINCES.map((p) => [p.code, p]));
export const provinceOf = (code: string): Province | undefined => byCode.get(code);

/** A province named in a sheet: its code, its Thai or English name, any case and spacing. */
const byName = new Map(
  PROVINCES.flatMap((p) => [
    [p.code.toLowerCase(), p],
    [p.th, p],
    [p.en.toLowerCase().replace(/\s+/g, ''), p],
  ]),
);
byName.set('กทม', byCode.get('TH-10')!);
byName.set('กทม.', byCode.get('TH-10')!);
export const findProvince = (text: string): Province | undefined =>
  byName.get(text.trim()) ?? byName.get(text.trim().toLowerCase().replace(/\s+/g, ''));
