import type { RepairRequest, RepairState } from '@cc/contracts/repair-records';

export type Sla = RepairRequest['sla'];

/** Each SLA reading's colour (antd tag preset) and the row's class: the list is read by colour first. */
export const SLA_COLOURS: Record<Sla, { tag: string; row: string }> = {
  OK: { tag: 'green', row: 'rp-row--ok' },
  WARNING: { tag: 'orange', row: 'rp-row--warning' },
  BREACHED: { tag: 'red', row: 'rp-row--breached' },
  PAUSED: { tag: 'default', row: 'rp-row--paused' },
  DONE: { tag: 'blue', row: 'rp-row--done' },
};

export const slaColour = (sla: Sla) => SLA_COLOURS[sla] ?? SLA_COLOURS.OK;

/** A state's tag colour: waiting on the office warm, on the resident neutral, ended grey. */
export const STATE_COLOURS: Record<RepairState, string> = {
  NEW: 'magenta',
  ACCEPTED: 'blue',
  REJECTED: 'default',
  QUOTED: 'gold',
  APPROVED: 'cyan',
  DECLINED: 'default',
  SCHEDULED: 'geekblue',
  IN_PROGRESS: 'purple',
  CLOSE_REQUESTED: 'lime',
  CLOSED: 'green',
  REVIEWED: 'green',
  FORCE_CLOSED: 'volcano',
  CANCELLED: 'default',
};

/** Technicians' colours on the calendar, by their order in the list: dark enough for white text (WCAG AA). */
const PALETTE = ['#0958d9', '#006d75', '#ad4e00', '#531dab', '#237804', '#9e1068', '#00474f', '#a8071a'];
export const technicianColour = (index: number) =>
  PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
