import type { UserActivity } from '@cc/contracts/report';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import { localStamp } from '../../platform/time/zone-clock';

/** The activity report as a workbook an office reads: days, months, people and sign-ins. */
export function activityWorkbook(a: UserActivity): { sheet: string; data: Row[] }[] {
  const days: Row[] = [
    [
      headerCell('วันที่', 'Date'),
      headerCell('ลูกบ้านที่ใช้งาน', 'Active residents'),
      headerCell('เจ้าหน้าที่ที่ใช้งาน', 'Active staff'),
    ],
    ...a.days.map((d) => [d.date, d.residents, d.staff]),
  ];
  const months: Row[] = [
    [
      headerCell('เดือน', 'Month'),
      headerCell('ลูกบ้านที่ใช้งาน', 'Active residents'),
      headerCell('เจ้าหน้าที่ที่ใช้งาน', 'Active staff'),
    ],
    ...a.months.map((m) => [m.month, m.residents, m.staff]),
    [],
    [
      headerCell('ห้องทั้งหมด', 'Units'),
      headerCell('ห้องที่มีลูกบ้านใช้งานใน 30 วัน', 'Units with an active resident in 30 days'),
      headerCell('สัดส่วน', 'Share'),
    ],
    [a.units.total, a.units.active, a.units.share],
    [],
    [
      headerCell('การกระทำทั้งหมด', 'Actions'),
      headerCell('ผู้กระทำ', 'People'),
      headerCell('ต่อคน', 'Per person'),
    ],
    [a.actions.total, a.actions.people, a.actions.perPerson],
  ];
  const people: Row[] = [
    [
      headerCell('ชื่อ', 'Name'),
      headerCell('อีเมล', 'E-mail'),
      headerCell('บทบาท', 'Role'),
      headerCell('การกระทำ', 'Actions'),
      headerCell('วันที่ใช้งาน', 'Active days'),
    ],
    ...a.people.map((p) => [p.name, p.email, p.role ?? '', p.actions, p.activeDays]),
  ];
  const signIns: Row[] = [
    [
      headerCell('เวลา', 'Time'),
      headerCell('ชื่อ', 'Name'),
      headerCell('อีเมล', 'E-mail'),
      headerCell('วิธี', 'Method'),
      headerCell('สำเร็จ', 'Success'),
      headerCell('เบราว์เซอร์', 'Browser'),
    ],
    ...a.signIns.map((s) => [
      localStamp(new Date(s.at), a.timeZone),
      s.name,
      s.email,
      s.method,
      s.success ? 'Y' : 'N',
      s.browser,
    ]),
  ];
  return [
    { sheet: 'Days', data: days },
    { sheet: 'Months', data: months },
    { sheet: 'People', data: people },
    { sheet: 'Sign-ins', data: signIns },
  ];
}
